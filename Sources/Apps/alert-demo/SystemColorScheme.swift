import CGtk

/// Makes the window light or dark as the desktop asks.
///
/// GTK 4.8 (without libadwaita) draws the dark variant of its theme when the
/// `gtk-application-prefer-dark-theme` setting is on, which it reads from
/// `~/.config/gtk-4.0/settings.ini` but not from GNOME's `color-scheme` preference.
/// This binds that setting to `org.gnome.desktop.interface color-scheme` when the
/// schema is installed, so the window follows the desktop's preference as it changes.
/// Nothing in the window's CSS names a colour, so both variants come from the theme.
enum SystemColorScheme {

    /// Follow `color-scheme` from now on; does nothing where the schema is missing.
    @MainActor
    static func follow() {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1)
        else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0,
              let gtkSettings = gtk_settings_get_default(),
              let settings = g_settings_new_full(schema, nil, nil)
        else { return }
        // The binding keeps `settings` alive; it lasts as long as GTK's settings do.
        g_settings_bind_with_mapping(
            settings, "color-scheme", UnsafeMutableRawPointer(gtkSettings), "gtk-application-prefer-dark-theme",
            G_SETTINGS_BIND_GET, { value, variant, _ in
                let scheme = String(cString: g_variant_get_string(variant, nil))
                g_value_set_boolean(value, scheme == "prefer-dark" ? 1 : 0)
                return 1
            }, nil, nil, nil)
        g_object_unref(settings)
    }
}
