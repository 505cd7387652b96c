<?php
/**
 * The request WordPress expects when a script of the test site runs with php-cli (install.php,
 * eval.php: `php SCRIPT SITE_DIR SITE_URL`): the site's host, the front page.
 */
[, $site_dir, $site_url] = $argv;
$parts = parse_url($site_url);
$_SERVER['HTTP_HOST'] = $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : '');
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
