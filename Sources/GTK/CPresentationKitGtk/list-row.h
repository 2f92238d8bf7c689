/* What list.c shares with list-images.c and list-names.c: the row type of a list's
 * store, the factory of its cells and their accessible names. Private to CPresentationKitGtk (not in include/, so not in a module). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PK_TYPE_LIST_ROW (pk_list_row_get_type ())
G_DECLARE_FINAL_TYPE (PkListRow, pk_list_row, PK, LIST_ROW, GObject)

/* The cell in `column`, "" past the row's end. */
const char *pk_list_row_cell (PkListRow *row, int column);

/* A factory that connects `setup` (when not NULL), `bind` and `unbind` (when not NULL)
 * with `data`. */
GtkListItemFactory *pk_list_factory (GCallback setup, GCallback bind, GCallback unbind, gpointer data);

/* The column whose cells `factory` makes, for their names (list-names.c). */
void pk_list_factory_set_column (GtkListItemFactory *factory, GtkColumnViewColumn *column);

/* Name `cell`, which shows `text`, with its column ("Size: 4 KB") for a screen reader. */
void pk_list_name_cell (GtkWidget *cell, GtkListItemFactory *factory, const char *text);

/* Name a row's check (radio) button with its column and the row's first cell on screen
 * past it ("Install: core"), so a screen reader says what is checked. */
void pk_list_name_toggle (GtkWidget *check, GtkListItemFactory *factory, PkListRow *row);

G_END_DECLS
