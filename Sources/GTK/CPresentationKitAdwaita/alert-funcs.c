/* The alert dialog's functions as one table: PresentationKitAdwaita links it, and
 * `alert --adwaita` reaches it through its plug-in's one exported symbol, so both drive
 * libadwaita's dialog through the same Swift class (AdwaitaAlertDialog). */
#include "pk-adw.h"
#include "alert-dialog.h"

const PkAdwAlertFuncs *
pk_adw_alert_funcs (void)
{
  static const PkAdwAlertFuncs funcs = {
    .size = sizeof (PkAdwAlertFuncs),
    .init = pk_adw_init,
    .new_dialog = pk_adw_alert_new,
    .set_texts = pk_adw_alert_set_texts,
    .add_response = pk_adw_alert_add_response,
    .set_default_response = pk_adw_alert_set_default_response,
    .set_close_response = pk_adw_alert_set_close_response,
    .connect_response = pk_adw_alert_connect_response,
    .limit_button_labels = pk_adw_alert_limit_button_labels,
    .present = pk_adw_alert_present,
    .clear_focus = pk_adw_alert_clear_focus,
    .close = pk_adw_alert_close,
    .get_window = pk_adw_alert_get_window,
    .update_accessibility = pk_adw_alert_update_accessibility,
    .name_by_title = pk_adw_alert_name_by_title,
    .set_details = pk_adw_alert_set_details,
    .set_remember = pk_adw_alert_set_remember,
    .get_remember = pk_adw_alert_get_remember,
    .set_countdown = pk_adw_alert_set_countdown,
    .add_field = pk_adw_alert_add_field,
    .set_response_enabled = pk_adw_alert_set_response_enabled,
    .activate_response = pk_adw_alert_activate_response,
    .add_check_row = pk_adw_alert_add_check_row,
    .set_response_label = pk_adw_alert_set_response_label,
    .set_prefer_wide_layout = pk_adw_alert_set_prefer_wide_layout,
    .focus_response = pk_adw_alert_focus_response,
    .set_progress = pk_adw_alert_set_progress,
    .add_content = pk_adw_alert_add_content,
    .insert_extra = pk_adw_extra_insert,
    .add_control = pk_adw_alert_add_control,
  };
  return &funcs;
}
