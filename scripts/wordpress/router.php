<?php
// The PHP built-in server's router for the WordPress test site (scripts/wordpress/site.mjs):
// existing files are served as they are, everything else goes to WordPress's index.php (pretty permalinks, /wp-json/).
$root = $_SERVER['DOCUMENT_ROOT'];
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
if ($path !== '/' && file_exists($root . $path)) {
    if (is_dir($root . $path)) {
        if (substr($path, -1) !== '/') { header('Location: ' . $path . '/', true, 301); return true; }
        if (file_exists($root . $path . 'index.php')) { chdir($root . $path); $_SERVER['SCRIPT_NAME'] = $path . 'index.php'; require $root . $path . 'index.php'; return true; }
    }
    return false;
}
chdir($root);
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
require $root . '/index.php';
