/* The one place that names the generation of libadwaita's alert dialog this build drives.
 * AdwAlertDialog (1.5) took over AdwMessageDialog's heading, body and responses call for
 * call under another prefix, so what both generations do with them is written once
 * against these names (alert-dialog.c, alert-dialog-items.c); what differs beyond a name
 * stays in alert-dialog-alert.c or alert-dialog-message.c. */
#ifndef PK_ALERT_DIALOG_GENERATION_H
#define PK_ALERT_DIALOG_GENERATION_H

#include <adwaita.h>

#if ADW_CHECK_VERSION (1, 5, 0)

#define PK_ADW_TYPE_DIALOG ADW_TYPE_ALERT_DIALOG
#define PK_ADW_DIALOG(obj) ADW_ALERT_DIALOG (obj)

#define pk_adw_dialog_set_heading             adw_alert_dialog_set_heading
#define pk_adw_dialog_set_body                adw_alert_dialog_set_body
#define pk_adw_dialog_add_response            adw_alert_dialog_add_response
#define pk_adw_dialog_get_response_label      adw_alert_dialog_get_response_label
#define pk_adw_dialog_set_response_label      adw_alert_dialog_set_response_label
#define pk_adw_dialog_set_response_appearance adw_alert_dialog_set_response_appearance
#define pk_adw_dialog_set_response_enabled    adw_alert_dialog_set_response_enabled
#define pk_adw_dialog_set_default_response    adw_alert_dialog_set_default_response
#define pk_adw_dialog_set_close_response      adw_alert_dialog_set_close_response
#define pk_adw_dialog_set_extra_child         adw_alert_dialog_set_extra_child

#else /* libadwaita 1.2–1.4 */

#define PK_ADW_TYPE_DIALOG ADW_TYPE_MESSAGE_DIALOG
#define PK_ADW_DIALOG(obj) ADW_MESSAGE_DIALOG (obj)

#define pk_adw_dialog_set_heading             adw_message_dialog_set_heading
#define pk_adw_dialog_set_body                adw_message_dialog_set_body
#define pk_adw_dialog_add_response            adw_message_dialog_add_response
#define pk_adw_dialog_get_response_label      adw_message_dialog_get_response_label
#define pk_adw_dialog_set_response_label      adw_message_dialog_set_response_label
#define pk_adw_dialog_set_response_appearance adw_message_dialog_set_response_appearance
#define pk_adw_dialog_set_response_enabled    adw_message_dialog_set_response_enabled
#define pk_adw_dialog_set_default_response    adw_message_dialog_set_default_response
#define pk_adw_dialog_set_close_response      adw_message_dialog_set_close_response
#define pk_adw_dialog_set_extra_child         adw_message_dialog_set_extra_child

#endif /* ADW_CHECK_VERSION (1, 5, 0) */

#endif /* PK_ALERT_DIALOG_GENERATION_H */
