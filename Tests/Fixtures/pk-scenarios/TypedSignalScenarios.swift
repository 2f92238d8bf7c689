import CGtk
import CGtk.Internal   // the library's own pk_* helpers
internal import CPresentationKitTesting
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

/// Typed signals.
@MainActor
let typedSignalScenarios: [Scenario] = [
    Scenario(name: "typedSignalsReachTheirHandlersWithTheEmitter") { stage in
        let entry = pk_entry(gtk_entry_new())!
        gtk_window_set_child(stage.window, pk_widget(entry))
        var changes: [String] = []
        var activated: [UnsafeMutablePointer<GtkEntry>] = []
        let changed = entry.onChanged { entry in changes.append(String(cString: gtk_editable_get_text(pk_editable(entry)))) }
        entry.onActivate { activated.append($0) }
        gtk_editable_set_text(pk_editable(entry), "Renamed")
        // What Return in the entry emits.
        pk_signal_emit(entry, "activate")
        stage.expect(changes == ["Renamed"], "onChanged saw \(changes)")
        stage.expect(activated == [entry], "onActivate saw \(activated.count) emitters, expected the entry")
        changed.disconnect()
        gtk_editable_set_text(pk_editable(entry), "Again")
        stage.expect(changes == ["Renamed"], "a disconnected onChanged still ran: \(changes)")

        // One parameter: an enum (the old direction) and a pointer (the GParamSpec).
        var directions: [Int32] = []
        var notified = 0
        pk_widget(entry).connect("direction-changed") { (_, previous: Int32) in directions.append(previous) }
        stage.window.connect("notify::title") { (_, spec: UnsafeMutableRawPointer?) in if spec != nil { notified += 1 } }
        gtk_widget_set_direction(pk_widget(entry), GTK_TEXT_DIR_RTL)
        gtk_window_set_title(stage.window, "Titled")
        stage.expect(directions == [Int32(GTK_TEXT_DIR_LTR.rawValue)], "direction-changed gave \(directions)")
        stage.expect(notified == 1, "notify::title ran \(notified) times")

        // A gboolean return: true keeps the window open.
        let window = pk_window(gtk_window_new())!
        gtk_window_present(window)
        let keepOpen = Model()
        keepOpen.didFail = true
        var asked = 0
        window.onCloseRequest { _ in asked += 1; return keepOpen.didFail }
        let census = ObjectCensus()
        census.track(window)
        gtk_window_close(window)
        await stage.settle()
        stage.expect(asked == 1 && gtk_widget_get_visible(pk_widget(window)) != 0, "onCloseRequest returning true did not keep the window")
        keepOpen.didFail = false
        gtk_window_close(window)
        await stage.settle()
        stage.expect(asked == 2 && census.finalized == 1, "onCloseRequest returning false did not let the window go")
    },

    Scenario(name: "connectingAnUnknownOrMismatchedSignalConnectsNothing") { stage in
        let entry = pk_entry(gtk_entry_new())!
        g_object_ref_sink(entry)
        var ran = 0
        let unknown = entry.connect("no-such-signal") { ran += 1 }
        // `changed` has no parameter and `activate` returns nothing: wrong shapes.
        let mismatched = entry.connect("changed") { (_, _: Double) in ran += 1 }
        let wrongReturn = entry.connect("activate", returning: { _ in ran += 1; return true })
        stage.expect(!unknown.isConnected && !mismatched.isConnected && !wrongReturn.isConnected,
                     "a refused connection reads connected")
        unknown.disconnect()
        gtk_editable_set_text(pk_editable(entry), "typed")
        pk_signal_emit(entry, "activate")
        stage.expect(ran == 0, "a refused handler ran \(ran) times")
        g_object_unref(entry)
    },
]
