import Foundation

public extension Screen {

    /// A widget of a dialog that is neither a label nor a plain button, as AT-SPI shows it.
    struct Widget: Decodable, Sendable {
        /// Its accessible role, e.g. `check box`, `push button` (an expander), `text`.
        public let role: String
        /// Its label's text (or its accessible name).
        public let name: String
        /// Whether it is checked (a check box).
        public let checked: Bool
        /// Whether it is expanded (an expander).
        public let expanded: Bool
        /// What a text widget holds, read through AT-SPI's Text interface.
        public let text: String?
        /// Its accessible description.
        public let description: String?
        /// Its current value, through AT-SPI's Value interface (a progress bar's fraction, 0…1; a slider's value).
        public let value: Double?
    }

    /// A cell of a list (a `GtkColumnView`), as a screen reader reads it: its widget's.
    struct Cell: Decodable, Sendable, CustomStringConvertible {
        /// Its accessible role, e.g. `label`, `check box`, `radio button`.
        public let role: String
        /// Its accessible name: what a screen reader says of it.
        public let name: String
        /// What it shows, through AT-SPI's Text interface; nil for a widget without text.
        public let text: String?
        /// Whether it is checked (a check box, a radio button).
        public let checked: Bool
        public var description: String { "\(role) “\(name)”" }
    }

    /// The visible cells of the newest dialog's list, row after row, once it shows at
    /// least `rows` rows (the header's titles are not cells).
    func cells(rows: Int, within seconds: Double = 10) throws -> [[Cell]] {
        var request = AtspiRequest("cells", pid: pid, wait: seconds)
        request.count = rows
        return try request.answer()
    }

    /// Replace the text of the editable cell named `name` (its accessible name, e.g.
    /// `Part: core`) in the newest dialog's list through AT-SPI's EditableText, as an input
    /// method does (on X11 and on Wayland).
    func editCell(named name: String, to text: String, within seconds: Double = 10) throws {
        var request = AtspiRequest("edit-cell", pid: pid, wait: seconds)
        request.name = name
        request.text = text
        try request.perform()
    }

    /// Replace the text of the field named `label` in the newest dialog through AT-SPI's
    /// EditableText, as an input method does (on X11 and on Wayland); returns its role.
    @discardableResult
    func setText(_ text: String, inField label: String, within seconds: Double = 10) throws -> String {
        struct Set: Decodable { let role: String }
        var request = AtspiRequest("set-text", pid: pid, wait: seconds)
        request.label = label
        request.text = text
        return try request.answer(as: Set.self).role
    }

    /// The newest dialog's check boxes, expanders and text widgets, once there is a dialog.
    func widgets(within seconds: Double = 10) throws -> [Widget] {
        try AtspiRequest("widgets", pid: pid, wait: seconds).answer()
    }

    /// Run the first action of the widget labelled `label` (an expander's toggle, a button
    /// inside an expander, which ``click(_:inWindowTitled:within:)`` leaves alone), even an
    /// insensitive one's; returns whether the toolkit says it did it (an insensitive
    /// button's click is refused).
    @discardableResult
    func act(_ label: String, within seconds: Double = 10) throws -> Bool {
        struct Acted: Decodable { let done: Bool }
        var request = AtspiRequest("act", pid: pid, wait: seconds)
        request.label = label
        return try request.answer(as: Acted.self).done
    }

    /// Click the middle of the label reading `text` with the pointer, as a person does: for
    /// widgets GTK 4.8 gives no AT-SPI action, such as a check button.
    func clickLabel(_ text: String, within seconds: Double = 10) throws {
        let place = try extents(ofLabel: text, within: seconds)
        let ids = String(decoding: try run("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", "\(pid)"]), as: UTF8.self)
        // X gives a client's windows increasing ids: the largest is the newest (the dialog).
        guard let window = ids.split(separator: "\n").compactMap({ Int($0) }).max() else {
            throw E2EError("no window of process \(pid)")
        }
        try run("/usr/bin/xdotool", ["mousemove", "--window", "\(window)", "\(place.x + place.width / 2)",
                                     "\(place.y + place.height / 2)", "click", "1"])
    }

    /// Press Tab until the widget named `name` has keyboard focus, as a person without a
    /// pointer does, and return the names focus went through, `name` last. Each press waits
    /// for focus to move; throws when `name` is not reached in `tabs` presses.
    @discardableResult
    func tab(to name: String, tabs: Int = 8) throws -> [String] {
        struct Focus: Decodable { let name: String? }
        var previous = try AtspiRequest("focus", pid: pid, wait: 5).answer(as: Focus.self).name ?? ""
        var visited: [String] = []
        for _ in 0..<tabs {
            try press("Tab")
            var moved = AtspiRequest("focus", pid: pid, wait: 5)
            moved.movedFrom = previous
            previous = try moved.answer(as: Focus.self).name ?? ""
            visited.append(previous)
            if previous == name { return visited }
        }
        throw E2EError("Tab did not reach “\(name)” in \(tabs) presses: focus went through \(visited)")
    }

    /// Tick the check box labelled `label` as a person does: a pointer click on its label
    /// where AT-SPI says where it is drawn, Tab to it and Space where it cannot
    /// (``DialogStyle/atspiPlacesItsContent``).
    func tick(_ label: String, in style: DialogStyle) throws {
        if style.atspiPlacesItsContent {
            try clickLabel(label)
        } else {
            try tab(to: label)
            try press("space")
        }
    }
}
