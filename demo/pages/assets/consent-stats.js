/*
 * A tiny first-party "analytics" script for the consent demo pages. The pages hold it back as
 * <script type="text/plain" data-category="statistics" data-service="stats" src="…">, so it runs
 * only once statistics (or the stats service) is allowed. It sets the _pb_stats cookie (listed
 * in the consent service's cookie_data, so it is cleaned up again when statistics is denied)
 * and shows that it ran.
 */
(function () {
  var root = document.documentElement;
  root.dataset.statsRuns = String(Number(root.dataset.statsRuns || '0') + 1);
  root.dataset.statsRan = 'yes';
  document.cookie = '_pb_stats=1; path=/; max-age=31536000; SameSite=Lax';

  function report() {
    var statuses = document.querySelectorAll('[data-stats-status]');
    for (var i = 0; i < statuses.length; i += 1) {
      statuses[i].textContent = 'The statistics script ran: this visit was counted and the _pb_stats cookie is set.';
      statuses[i].setAttribute('data-state', 'ran');
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', report);
  else report();
})();
