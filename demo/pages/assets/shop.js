/*
 * The reference shop's page script (demo only, never in dist/): what WooCommerce's
 * add-to-cart.js, cart.js and checkout.js do on a real site, in our own words, so the pb-cart and
 * pb-checkout elements meet the same calls, markup and events as on a WooCommerce site
 * (docs/demo-server.md "Reference shop"). The fragment refresh and cache of cart-fragments.js are pb-cart's
 * own job (WooCommerce ≥ 7.8 no longer loads that script everywhere), so they are not here.
 *
 * Two flavours, chosen by the script tag's `data-events`:
 * - `jquery`: events are triggered as WooCommerce triggers them, `jQuery(document.body)
 *   .trigger(name, args)` (which dispatches no native DOM event), and on the checkout form with
 *   `triggerHandler` (jQuery handlers only, a `false` answer cancels).
 * - `native`: no jQuery on the page; `document.body.dispatchEvent(new CustomEvent(name,
 *   {bubbles: true, detail: args}))`, the same argument list as detail, elements where jQuery
 *   passes jQuery objects. The form's events are cancelable CustomEvents on the form, which a
 *   handler cancels with preventDefault().
 */
(() => {
  const flavour = document.currentScript?.dataset.events === 'native' ? 'native' : 'jquery';
  const jQuery = flavour === 'jquery' ? window.jQuery : undefined;
  const paramsElement = document.getElementById('wc-params');
  if (!paramsElement || (flavour === 'jquery' && !jQuery)) return;
  const params = JSON.parse(paramsElement.textContent ?? '{}');
  const addToCartParams = params.wc_add_to_cart_params ?? {};
  const cartParams = params.wc_cart_params;
  const checkoutParams = params.wc_checkout_params;
  const NOTICE_SELECTOR = '.woocommerce-error, .woocommerce-message, .woocommerce-info';

  /** Triggers a shop event on document.body, in the page's flavour. */
  const trigger = (name, args = []) => {
    if (jQuery) jQuery(document.body).trigger(name, args);
    else document.body.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: args }));
  };

  /** Listens to a shop event on document.body, whoever triggers it in this flavour. */
  const on = (name, handler) => {
    if (jQuery) jQuery(document.body).on(name, (event, ...args) => handler(args));
    else document.body.addEventListener(name, (event) => handler(Array.isArray(event.detail) ? event.detail : []));
  };

  /** WooCommerce's `$form.triggerHandler(name, args)`: false when a handler refuses. */
  const askForm = (form, name, args) => {
    if (jQuery) return jQuery(form).triggerHandler(name, args);
    return form.dispatchEvent(new CustomEvent(name, { cancelable: true, detail: args })) ? undefined : false;
  };

  /** An element as the events pass it: a jQuery object in the jQuery flavour. */
  const passed = (element) => (jQuery ? jQuery(element) : element);

  const wcAjaxUrl = (endpoint) => String(addToCartParams.wc_ajax_url ?? '/?wc-ajax=%%endpoint%%').replace('%%endpoint%%', endpoint);

  /** Posts form fields to a wc-ajax endpoint (the browser sends the page's Origin and cookies). */
  const post = async (endpoint, fields) => {
    const response = await fetch(wcAjaxUrl(endpoint), { method: 'POST', body: new URLSearchParams(fields), credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${endpoint} answered ${response.status}`);
    return response;
  };

  /** Markup from the shop's own server as nodes. */
  const parse = (html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  };

  /** add-to-cart.js's updateFragments: each key's elements replaced page-wide, then wc_fragments_loaded. */
  const applyFragments = (fragments) => {
    if (!fragments) return;
    for (const [selector, html] of Object.entries(fragments)) {
      for (const element of document.querySelectorAll(selector)) element.replaceWith(parse(html).cloneNode(true));
    }
    trigger('wc_fragments_loaded');
  };

  /** WooCommerce's block(): the `.processing` class keeps a second request from starting. */
  const isBusy = (element) => element.closest('.processing') !== null;

  // One cart request at a time, in order, as add-to-cart.js queues them.
  let cartQueue = Promise.resolve();
  const queued = (task) => {
    cartQueue = cartQueue.then(task, task);
    return cartQueue;
  };

  const addToCart = (button) =>
    queued(async () => {
      button.classList.remove('added');
      button.classList.add('loading');
      const fields = { ...button.dataset };
      trigger('adding_to_cart', [passed(button), fields]);
      try {
        const result = await (await post('add_to_cart', fields)).json();
        if (result.error && result.product_url) {
          window.location.href = result.product_url;
          return;
        }
        trigger('added_to_cart', [result.fragments, result.cart_hash, passed(button)]);
        button.classList.remove('loading');
        button.classList.add('added');
        if (!addToCartParams.is_cart && !button.parentElement?.querySelector('.added_to_cart')) {
          const viewCart = document.createElement('a');
          viewCart.href = addToCartParams.cart_url;
          viewCart.className = 'added_to_cart wc-forward';
          viewCart.textContent = addToCartParams.i18n_view_cart ?? 'View cart';
          button.after(viewCart);
        }
        applyFragments(result.fragments);
        trigger('wc_cart_button_updated', [passed(button)]);
      } catch {
        // As WooCommerce's add-to-cart.js, no second try by the link: the server may have added
        // before its answer was lost (a 502 from a proxy), and the link would add again. The
        // visitor is told, and the cart's fragments are asked for, so the cart shows what it holds.
        button.classList.remove('loading');
        showUnconfirmedAdd(button);
        trigger('wc_fragment_refresh');
      }
    });

  /** The notice of an add to cart whose answer never came, in the page's notices. */
  const showUnconfirmedAdd = (button) => {
    const name = button.closest('li.product')?.querySelector('.woocommerce-loop-product__title')?.textContent?.trim();
    const notice = document.createElement('div');
    notice.className = 'woocommerce-error';
    notice.setAttribute('role', 'alert');
    notice.textContent = `We could not confirm that ${name ? `“${name}”` : 'this product'} was added to your cart: the shop’s answer did not arrive. The cart shows what it now holds; check it before you add it again.`;
    removeNotices();
    if (noticesWrapper()) {
      showNotices([notice]);
      notice.scrollIntoView({ block: 'center' });
    } else {
      button.after(notice);
    }
  };

  const removeFromMiniCart = (link) =>
    queued(async () => {
      link.closest('.woocommerce-mini-cart-item')?.classList.add('processing');
      try {
        const result = await (await post('remove_from_cart', { cart_item_key: link.dataset.cart_item_key ?? '' })).json();
        if (!result.fragments) throw new Error('No fragments');
        trigger('removed_from_cart', [result.fragments, result.cart_hash, passed(link)]);
        applyFragments(result.fragments);
      } catch {
        window.location.href = link.href;
      }
    });

  // ---- The cart page (cart.js) ----

  const cartForm = () => document.querySelector('form.woocommerce-cart-form');
  const noticesWrapper = () => document.querySelector('.woocommerce-notices-wrapper');

  const showNotices = (nodes) => {
    const wrapper = noticesWrapper();
    if (wrapper) wrapper.prepend(...nodes);
  };

  const removeNotices = () => {
    for (const notice of document.querySelectorAll(`main ${NOTICE_SELECTOR}, .coupon-error-message`)) {
      if (!notice.closest('.wc-empty-cart-message')) notice.remove();
    }
  };

  /** cart.js's update_wc_div: the new form and totals of a freshly rendered cart page. */
  const updateCartPage = (html, keepNotices = false) => {
    const page = new DOMParser().parseFromString(html, 'text/html');
    const current = cartForm();
    if (!current) {
      window.location.reload();
      return;
    }
    const notices = [...page.querySelectorAll(`.woocommerce-notices-wrapper > :is(${NOTICE_SELECTOR})`)];
    if (!keepNotices) removeNotices();
    const newForm = page.querySelector('form.woocommerce-cart-form');
    if (!newForm) {
      // The cart is empty now: the whole cart makes way for the empty-cart message (notices included).
      const emptyCart = page.querySelector('.wc-empty-cart-message')?.closest('.woocommerce');
      const cart = current.closest('.woocommerce');
      if (emptyCart && cart) cart.replaceWith(document.adoptNode(emptyCart));
      trigger('wc_cart_emptied');
    } else {
      current.replaceWith(document.adoptNode(newForm));
      const updateButton = cartForm()?.querySelector('[name="update_cart"]');
      if (updateButton) updateButton.disabled = true;
      showNotices(notices.map((notice) => document.adoptNode(notice)));
      const totals = page.querySelector('.cart_totals');
      const currentTotals = document.querySelector('.cart_totals');
      if (totals && currentTotals) currentTotals.replaceWith(document.adoptNode(totals));
      trigger('updated_cart_totals');
    }
    trigger('updated_wc_div');
    document.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
  };

  /** Posts the cart form (plus `extra`) and shows the cart page it leads to. */
  const submitCartForm = async (extra = {}, keepNotices = false) => {
    const form = cartForm();
    if (!form || isBusy(form)) return;
    form.classList.add('processing');
    const fields = new URLSearchParams(new FormData(form));
    for (const [name, value] of Object.entries(extra)) fields.set(name, value);
    try {
      const response = await fetch(form.action, { method: 'POST', body: fields, credentials: 'same-origin' });
      updateCartPage(await response.text(), keepNotices);
    } finally {
      cartForm()?.classList.remove('processing');
    }
  };

  const showCouponError = (html) => {
    const wrapper = document.querySelector('#coupon_code')?.closest('.coupon');
    const text = parse(html).textContent?.trim();
    if (!wrapper || !text) return;
    const message = document.createElement('p');
    message.className = 'coupon-error-message';
    message.id = 'coupon-error-message';
    message.textContent = text;
    const field = wrapper.querySelector('#coupon_code');
    field?.setAttribute('aria-invalid', 'true');
    field?.setAttribute('aria-describedby', 'coupon-error-message');
    wrapper.append(message);
  };

  const applyCartCoupon = async (form) => {
    const field = form.querySelector('#coupon_code');
    const code = field?.value ?? '';
    form.classList.add('processing');
    try {
      const html = await (await post('apply_coupon', { security: cartParams.apply_coupon_nonce, coupon_code: code })).text();
      removeNotices();
      if (html.includes('woocommerce-error')) showCouponError(html);
      else showNotices([parse(html)]);
      trigger('applied_coupon', [code]);
    } finally {
      form.classList.remove('processing');
      if (field) field.value = '';
    }
    await submitCartForm({}, true);
  };

  const removeCartCoupon = async (link) => {
    const code = link.dataset.coupon ?? '';
    const params = cartParams ?? checkoutParams;
    const html = await (await post('remove_coupon', { security: params.remove_coupon_nonce, coupon: code })).text();
    removeNotices();
    showNotices([parse(html)]);
    trigger('removed_coupon', [code]);
    if (cartForm()) await submitCartForm({}, true);
    else trigger('update_checkout');
  };

  const removeCartItem = async (link) => {
    const form = cartForm();
    if (!form || isBusy(form)) return;
    form.classList.add('processing');
    try {
      const response = await fetch(link.href, { credentials: 'same-origin' });
      updateCartPage(await response.text());
    } finally {
      cartForm()?.classList.remove('processing');
    }
  };

  // ---- The checkout (checkout.js) ----

  const checkoutForm = () => document.querySelector('form.checkout.woocommerce-checkout');
  const fieldValue = (name) => checkoutForm()?.querySelector(`[name="${name}"]`)?.value ?? '';
  const chosenPayment = () => checkoutForm()?.querySelector('input[name="payment_method"]:checked')?.value ?? '';

  let reviewTimer = 0;
  let reviewRequest = null;
  const updateOrderReview = async () => {
    const form = checkoutForm();
    if (!form || !checkoutParams) return;
    reviewRequest?.abort();
    reviewRequest = new AbortController();
    const payment = chosenPayment();
    const address = {
      country: fieldValue('billing_country'),
      state: '',
      postcode: fieldValue('billing_postcode'),
      city: fieldValue('billing_city'),
      address: fieldValue('billing_address_1'),
      address_2: fieldValue('billing_address_2'),
    };
    const fields = {
      security: checkoutParams.update_order_review_nonce,
      payment_method: payment,
      ...address,
      s_country: address.country,
      s_state: '',
      s_postcode: address.postcode,
      s_city: address.city,
      s_address: address.address,
      s_address_2: address.address_2,
      has_full_address: String(Boolean(address.country && address.postcode && address.city && address.address)),
      post_data: new URLSearchParams(new FormData(form)).toString(),
    };
    try {
      const response = await fetch(wcAjaxUrl('update_order_review'), { method: 'POST', body: new URLSearchParams(fields), credentials: 'same-origin', signal: reviewRequest.signal });
      if (!response.ok) return;
      const result = await response.json();
      if (result.reload) {
        window.location.reload();
        return;
      }
      for (const [selector, html] of Object.entries(result.fragments ?? {})) document.querySelector(selector)?.replaceWith(parse(html));
      // Keep the visitor's payment choice across the new payment fragment.
      const radio = checkoutForm()?.querySelector(`input[name="payment_method"][value="${CSS.escape(payment)}"]`);
      if (radio) radio.checked = true;
      if (result.result === 'failure' && result.messages) {
        const group = document.createElement('div');
        group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-updateOrderReview';
        group.append(parse(result.messages));
        checkoutForm()?.prepend(group);
      }
      if (!checkoutForm()) trigger('wc_fragment_refresh');
      trigger('updated_checkout', [result]);
    } catch (error) {
      if (error.name !== 'AbortError') throw error;
    }
  };

  const submitError = (form, html) => {
    for (const old of document.querySelectorAll(`.woocommerce-NoticeGroup-checkout, main ${NOTICE_SELECTOR}`)) old.remove();
    const group = document.createElement('div');
    group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
    group.tabIndex = -1;
    group.append(parse(html));
    form.prepend(group);
    form.classList.remove('processing');
    group.scrollIntoView({ block: 'start' });
    group.focus({ preventScroll: true });
    trigger('checkout_error', [html]);
  };

  const placeOrder = async (form) => {
    form.classList.add('processing');
    const fields = new URLSearchParams(new FormData(form));
    let result = null;
    try {
      const response = await fetch(checkoutParams.checkout_url, { method: 'POST', body: fields, credentials: 'same-origin' });
      result = await response.json();
      if (result.result === 'success' && askForm(form, 'checkout_place_order_success', [result, passed(form)]) !== false) {
        window.location.href = result.redirect;
        return;
      }
      if (result.result === 'success') return;
      if (result.refresh) trigger('update_checkout');
      submitError(form, result.messages || `<div class="woocommerce-error">${parse(checkoutParams.i18n_checkout_error).textContent}</div>`);
    } catch {
      const text = document.createElement('div');
      text.className = 'woocommerce-error';
      text.textContent = checkoutParams.i18n_checkout_error;
      submitError(form, text.outerHTML);
    }
  };

  // ---- Wiring ----

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const addButton = target.closest('.add_to_cart_button.ajax_add_to_cart');
    if (addButton?.dataset.product_id) {
      event.preventDefault();
      addToCart(addButton);
      return;
    }
    const miniCartRemove = target.closest('.remove_from_cart_button');
    if (miniCartRemove) {
      event.preventDefault();
      removeFromMiniCart(miniCartRemove);
      return;
    }
    const couponRemove = target.closest('a.woocommerce-remove-coupon');
    if (couponRemove && (cartParams || checkoutParams)) {
      event.preventDefault();
      removeCartCoupon(couponRemove);
      return;
    }
    const itemRemove = target.closest('.woocommerce-cart-form .product-remove > a');
    if (itemRemove) {
      event.preventDefault();
      removeCartItem(itemRemove);
    }
  });

  document.addEventListener('input', (event) => {
    if (event.target instanceof Element && event.target.closest('.woocommerce-cart-form .cart_item')) {
      const updateButton = cartForm()?.querySelector('[name="update_cart"]');
      if (updateButton) updateButton.disabled = false;
    }
  });

  document.addEventListener('change', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('form.woocommerce-checkout') && target.matches('#billing_country, #billing_postcode, #billing_city, #billing_address_1, input[name="payment_method"]')) {
      trigger('update_checkout');
    }
  });

  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.matches('.woocommerce-cart-form') && cartParams) {
      event.preventDefault();
      if (isBusy(form)) return;
      const submitter = event.submitter;
      if (submitter?.name === 'apply_coupon' || document.activeElement?.id === 'coupon_code') applyCartCoupon(form);
      else submitCartForm({ update_cart: 'Update cart' });
      return;
    }
    if (form.matches('form.checkout.woocommerce-checkout') && checkoutParams) {
      if (isBusy(form)) {
        event.preventDefault();
        return;
      }
      // A handler refusing checkout_place_order lets the form post as it does without JavaScript.
      if (askForm(form, 'checkout_place_order', [passed(form)]) === false) return;
      if (askForm(form, `checkout_place_order_${chosenPayment()}`, [passed(form)]) === false) return;
      event.preventDefault();
      placeOrder(form);
    }
  });

  on('update_checkout', () => {
    // checkout.js waits this long after the last change before it asks.
    clearTimeout(reviewTimer);
    reviewTimer = window.setTimeout(updateOrderReview, 200);
  });

  if (cartParams) {
    const updateButton = cartForm()?.querySelector('[name="update_cart"]');
    if (updateButton) updateButton.disabled = true;
    on('added_to_cart', () => submitCartForm());
    on('removed_from_cart', () => submitCartForm());
  }

  // A page restored from the back/forward cache shows an old cart: ask for fresh fragments.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) trigger('wc_fragment_refresh');
  });

  if (checkoutParams && checkoutForm()) {
    trigger('init_checkout');
    trigger('update_checkout');
  }
})();
