/* A value to pick under an alert's message: zenity's --scale (GtkScale), --calendar
 * (GtkCalendar) and --color-selection (GtkColorChooserWidget). The same widget goes into
 * GTK's message area and into libadwaita's extra child; docs/alert.md says why the colour
 * chooser is the widget, not GtkColorChooserDialog. */

/* GtkColorChooserWidget is deprecated from GTK 4.10, with no widget to replace it (its
 * successor, GtkColorDialog, is a window of its own, from 4.10, above GTK 4.8). */
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include "pk-gtk.h"
#include <math.h>

#define PK_PICKER_FUNC_KEY "pk-picker-activate-func"
#define PK_PICKER_DATA_KEY "pk-picker-activate-data"

static void
picker_activate (GtkWidget *picker)
{
  PkPickerActivateFunc func = (PkPickerActivateFunc) g_object_get_data (G_OBJECT (picker), PK_PICKER_FUNC_KEY);
  if (func != NULL)
    func (g_object_get_data (G_OBJECT (picker), PK_PICKER_DATA_KEY));
}

/* The days an arrow key moves a calendar's selection by, or 0 for another key. */
static int
calendar_step (GtkWidget *calendar, guint keyval)
{
  int forward = gtk_widget_get_direction (calendar) == GTK_TEXT_DIR_RTL ? -1 : 1;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      return -forward;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      return forward;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      return -7;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      return 7;
    default:
      return 0;
    }
}

/* In the capture phase, before the widget's own keys. Return chooses, whatever way the
 * dialog finds its default. GTK 4's calendar moves its keyboard focus from the top left
 * cell, not from the day selected (it has no API to put it there), and selects only on
 * Space: here the arrow keys move the selection itself, a day or a week, from the day the
 * script gave, as the arrows of GTK 3's calendar in zenity start from it. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, gpointer data)
{
  (void) controller;
  (void) keycode;
  GtkWidget *picker = GTK_WIDGET (data);
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  int step = GTK_IS_CALENDAR (picker) ? calendar_step (picker, keyval) : 0;
  if (step != 0)
    {
      GDateTime *date = gtk_calendar_get_date (GTK_CALENDAR (picker));
      GDateTime *moved = g_date_time_add_days (date, step);
      if (moved != NULL)
        {
          gtk_calendar_select_day (GTK_CALENDAR (picker), moved);
          g_date_time_unref (moved);
        }
      g_date_time_unref (date);
      return TRUE;
    }
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  picker_activate (picker);
  return TRUE;
}

/* A double click on a day of this month (the first click has selected it); not on the
 * header's arrows, nor on the grey days of the months around it. */
static void
on_calendar_pressed (GtkGestureClick *gesture, int n_press, double x, double y, gpointer data)
{
  (void) gesture;
  if (n_press != 2)
    return;
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (data), x, y, GTK_PICK_DEFAULT);
  if (picked != NULL && gtk_widget_has_css_class (picked, "day-number")
      && !gtk_widget_has_css_class (picked, "other-month"))
    picker_activate (GTK_WIDGET (data));
}

void
pk_picker_set_activate_func (GtkWidget *picker, PkPickerActivateFunc func, gpointer data)
{
  g_object_set_data (G_OBJECT (picker), PK_PICKER_FUNC_KEY, (gpointer) func);
  g_object_set_data (G_OBJECT (picker), PK_PICKER_DATA_KEY, data);
}

static void
activate_on_return (GtkWidget *widget)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), widget);
  gtk_widget_add_controller (widget, keys);
}

GtkWidget *
pk_scale_new (double min, double max, double step, double value, gboolean hide_value)
{
  GtkWidget *scale = gtk_scale_new_with_range (GTK_ORIENTATION_HORIZONTAL, min, max, step);
  /* Whole numbers, as zenity's: the value drawn and the one printed are the same. */
  gtk_scale_set_digits (GTK_SCALE (scale), 0);
  gtk_range_set_round_digits (GTK_RANGE (scale), 0);
  gtk_range_set_increments (GTK_RANGE (scale), step, step);
  gtk_range_set_value (GTK_RANGE (scale), value);
  gtk_scale_set_draw_value (GTK_SCALE (scale), !hide_value);
  gtk_scale_set_value_pos (GTK_SCALE (scale), GTK_POS_RIGHT);
  gtk_widget_set_size_request (scale, PK_LIST_MIN_WIDTH, -1);
  gtk_widget_set_margin_top (scale, 6);
  activate_on_return (scale);
  return scale;
}

double
pk_scale_get_value (GtkWidget *scale)
{
  return round (gtk_range_get_value (GTK_RANGE (scale)));
}

gboolean
pk_widget_is_scale (GtkWidget *widget)
{
  return GTK_IS_SCALE (widget);
}

gboolean
pk_widget_is_calendar (GtkWidget *widget)
{
  return GTK_IS_CALENDAR (widget);
}

GtkWidget *
pk_calendar_new (int year, int month, int day)
{
  GtkWidget *calendar = gtk_calendar_new ();
  GDateTime *date = g_date_time_new_local (year, month, day, 0, 0, 0);
  if (date != NULL)
    {
      gtk_calendar_select_day (GTK_CALENDAR (calendar), date);
      g_date_time_unref (date);
    }
  gtk_widget_set_margin_top (calendar, 6);
  activate_on_return (calendar);
  GtkGesture *clicks = gtk_gesture_click_new ();
  g_signal_connect (clicks, "pressed", G_CALLBACK (on_calendar_pressed), calendar);
  gtk_widget_add_controller (calendar, GTK_EVENT_CONTROLLER (clicks));
  return calendar;
}

void
pk_calendar_get_date (GtkWidget *calendar, int *year, int *month, int *day)
{
  GDateTime *date = gtk_calendar_get_date (GTK_CALENDAR (calendar));
  *year = g_date_time_get_year (date);
  *month = g_date_time_get_month (date);
  *day = g_date_time_get_day_of_month (date);
  g_date_time_unref (date);
}

GtkWidget *
pk_color_new (const GdkRGBA *rgba, gboolean show_palette)
{
  GtkWidget *chooser = gtk_color_chooser_widget_new ();
  GdkRGBA white = { 1, 1, 1, 1 };
  gtk_color_chooser_set_use_alpha (GTK_COLOR_CHOOSER (chooser), TRUE);
  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (chooser), rgba != NULL ? rgba : &white);
  /* zenity 3.44 shows the editor unless --show-palette. */
  g_object_set (chooser, "show-editor", !show_palette, NULL);
  gtk_widget_set_margin_top (chooser, 6);
  return chooser;
}

char *
pk_color_get_text (GtkWidget *color)
{
  GdkRGBA rgba;
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (color), &rgba);
  return gdk_rgba_to_string (&rgba);
}
