extension AlertOptions {

    /// A control among an alert's fields (zenity's `--forms` combo box, calendar and list):
    /// shown under its label where it stands among the fields, named by the label for a
    /// screen reader, read when the alert ends (``AlertSession/formControlValues``).
    ///
    /// Not a field of the message (an ``AlertField`` holds a text the model binds); these
    /// hold a choice, a date or rows, which only the `alert` command reads.
    package struct FormControl: Sendable {

        /// What the control is.
        package enum Kind: Sendable {
            /// A drop-down of `values`, none chosen at first.
            case choice(values: [String])
            /// A calendar at this date (`month` from 1).
            case date(year: Int, month: Int, day: Int)
            /// A list of `rows` under `columns`, one row chosen at most, the column titles
            /// shown when `showsHeaders`.
            case rows(columns: [String], rows: [[String]], showsHeaders: Bool)
        }

        package var label: String
        package var kind: Kind
        /// How many of the message's fields stand above it.
        package var position: Int

        /// A control labelled `label`, below `position` of the message's fields.
        package init(label: String, kind: Kind, position: Int) {
            self.label = label
            self.kind = kind
            self.position = position
        }
    }
}

/// What a ``AlertOptions/FormControl`` holds, as ``AlertSession/formControlValues`` reads it.
package enum FormControlValue: Sendable, Equatable {
    /// The value chosen, or `nil` while none is.
    case choice(String?)
    /// The date, `month` from 1.
    case date(year: Int, month: Int, day: Int)
    /// The chosen row's cells (none chosen: empty).
    case rows([[String]])
}
