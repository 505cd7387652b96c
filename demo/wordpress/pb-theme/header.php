<!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo('charset'); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<pb-consent-banner></pb-consent-banner>
<?php // README: header template ?>
<header class="site-header">
  <pb-header fixed>
    <a slot="logo" href="<?php echo esc_url(home_url('/')); ?>"><?php bloginfo('name'); ?></a>
    <pb-menu>
      <?php wp_nav_menu(['theme_location' => 'primary', 'container' => 'nav',
          'container_aria_label' => __('Main', 'pb-theme')]); ?>
    </pb-menu>
    <form slot="search" role="search" action="<?php echo esc_url(home_url('/')); ?>">
      <label class="screen-reader-text" for="s"><?php _e('Search', 'pb-theme'); ?></label>
      <input id="s" type="search" name="s"><button><?php _e('Search', 'pb-theme'); ?></button>
    </form>
  </pb-header>
</header>
<?php // README: end ?>
