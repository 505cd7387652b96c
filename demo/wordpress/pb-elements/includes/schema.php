<?php
/**
 * The plugin's tables, made on activation (dbDelta) and upgraded when PB_ELEMENTS_DB_VERSION
 * changes:
 * - `{prefix}pb_newsletter`: subscriptions, once per list and email;
 * - `{prefix}pb_ab_assignments`: which subject a visitor sees in a split test;
 * - `{prefix}pb_ab_stats`: split-test records, once per visitor, test and record type;
 * - `{prefix}pb_consent_records`: consent choices (the consent endpoint's track call), with the
 *   user id of a logged-in visitor (0 for others);
 * - `{prefix}pb_contact_messages`: contact-form messages (includes/contact-form.php).
 * uninstall.php drops the tables of pb_elements_table_names().
 */

defined('ABSPATH') || exit;

function pb_elements_install_schema() {
    global $wpdb;
    require_once ABSPATH . 'wp-admin/includes/upgrade.php';
    $charset = $wpdb->get_charset_collate();
    dbDelta("CREATE TABLE {$wpdb->prefix}pb_newsletter (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  list_id varchar(200) NOT NULL,
  email varchar(254) NOT NULL,
  email_key varchar(191) NOT NULL,
  first_name varchar(100) NOT NULL DEFAULT '',
  last_name varchar(100) NOT NULL DEFAULT '',
  provider varchar(200) NOT NULL DEFAULT '',
  account varchar(200) NOT NULL DEFAULT '',
  ip_address varchar(100) NOT NULL DEFAULT '',
  custom_fields longtext NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY list_email (list_id(100),email_key)
) $charset;");
    dbDelta("CREATE TABLE {$wpdb->prefix}pb_ab_assignments (
  test_id varchar(64) NOT NULL,
  visitor_id varchar(64) NOT NULL,
  subject_id varchar(64) NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (test_id,visitor_id)
) $charset;");
    dbDelta("CREATE TABLE {$wpdb->prefix}pb_ab_stats (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  test_id varchar(64) NOT NULL,
  subject_id varchar(64) NOT NULL,
  record_type varchar(20) NOT NULL,
  page_id varchar(64) DEFAULT NULL,
  visitor_id varchar(64) NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY once_per_visitor (test_id,visitor_id,record_type),
  KEY by_test (test_id,record_type)
) $charset;");
    dbDelta("CREATE TABLE {$wpdb->prefix}pb_consent_records (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  consented_categories text NOT NULL,
  consented_services text NOT NULL,
  consenttype varchar(10) NOT NULL,
  user_agent varchar(512) NOT NULL DEFAULT '',
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY by_user (user_id)
) $charset;");
    dbDelta("CREATE TABLE {$wpdb->prefix}pb_contact_messages (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  form_id varchar(100) NOT NULL,
  page_url varchar(2048) NOT NULL DEFAULT '',
  fields longtext NOT NULL,
  hidden_fields text NOT NULL,
  sender_email varchar(254) NOT NULL DEFAULT '',
  ip_address varchar(100) NOT NULL DEFAULT '',
  mail_sent tinyint(1) NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY sender_email (sender_email(191))
) $charset;");
    update_option('pb_elements_db_version', PB_ELEMENTS_DB_VERSION);
}

/** The plugin's tables, without the site's prefix. @return string[] */
function pb_elements_table_names() {
    return array('pb_newsletter', 'pb_ab_assignments', 'pb_ab_stats', 'pb_consent_records', 'pb_contact_messages');
}

function pb_elements_maybe_upgrade_schema() {
    if (get_option('pb_elements_db_version') !== PB_ELEMENTS_DB_VERSION) pb_elements_install_schema();
}
