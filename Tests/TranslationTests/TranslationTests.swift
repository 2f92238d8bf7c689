import E2ESupport
import Foundation
import Testing

extension OnTheDisplay {

    /// The library's alerts and the `alert` command in other languages, on the virtual
    /// display, read through AT-SPI: real locales, real catalogues from the build tree, real
    /// dialogs. English is the control: the same alert must read differently there.
    @Suite("Translations", .displaySuite)
    struct TranslationTests {

        /// What the library says for `URLError(.badServerResponse)`, by locale: the title and
        /// sentence from the `presentationkit` catalogue, the OK button from GTK's own `gtk40`
        /// (the catalogues leave OK untranslated on purpose: es and fr show GTK's word for it).
        static let libraryError: [(locale: String, title: String, message: String, ok: String)] = [
            ("C.UTF-8", "Error", "The server returned a response that could not be understood.", "OK"),
            ("de_DE.UTF-8", "Fehler", "Der Server hat eine Antwort gesendet, die nicht verstanden wurde.", "OK"),
            ("es_ES.UTF-8", "Error", "El servidor devolvió una respuesta que no se pudo entender.", "Aceptar"),
            ("fr_FR.UTF-8", "Erreur", "Le serveur a renvoyé une réponse incompréhensible.", "Valider"),
            ("ja_JP.UTF-8", "エラー", "サーバから理解できない応答が返されました。", "OK"),
            ("ru_RU.UTF-8", "Ошибка", "Сервер вернул ответ, который не удалось понять.", "OK"),
        ]

        @Test(arguments: libraryError.map(\.locale))
        func aLibraryAlertSpeaksTheLocalesLanguage(_ locale: String) async throws {
            let expected = try #require(Self.libraryError.first { $0.locale == locale })
            try await withHost(in: locale) { host in
                host.send("library-error url")
                let dialog = try host.screen.dialog()
                #expect(dialog.labels == [expected.title, expected.message])
                #expect(dialog.buttonLabels == [expected.ok])
                try host.screen.click(expected.ok)
                try host.screen.waitUntilNoDialog()
            }
        }

        /// The repeat count through `ngettext`: German has one form for 1 and another for
        /// the rest; Russian three (1 and 21, 2–4, 5–20); Japanese one for all.
        static let repeatCounts: [(locale: String, count: Int, line: String)] = [
            ("C.UTF-8", 2, "This happened 2 times."),
            ("de_DE.UTF-8", 1, "Das ist einmal passiert."),
            ("de_DE.UTF-8", 2, "Das ist 2-mal passiert."),
            ("de_DE.UTF-8", 5, "Das ist 5-mal passiert."),
            ("ru_RU.UTF-8", 1, "Всего 1 такой случай."),
            ("ru_RU.UTF-8", 2, "Всего 2 таких случая."),
            ("ru_RU.UTF-8", 5, "Всего 5 таких случаев."),
            ("ru_RU.UTF-8", 21, "Всего 21 такой случай."),
            ("ja_JP.UTF-8", 5, "5 回発生しました。"),
        ]

        @Test(arguments: repeatCounts.indices)
        func theRepeatCountTakesThePluralFormOfItsNumber(_ index: Int) async throws {
            let (locale, count, line) = Self.repeatCounts[index]
            try await withHost(in: locale) { host in
                host.send("repeated-error \(count)")
                let message = try host.screen.dialog().labels.last ?? ""
                #expect(message.hasSuffix("\n\n" + line), "\(locale), \(count): \(message)")
                try host.screen.click(try Self.ok(in: locale))
                try host.screen.waitUntilNoDialog()
            }
        }

        /// A retrying operation's alert: "Attempt N failed." under the message, and its
        /// Try Again and Cancel buttons (Cancel from GTK's own catalogue).
        static let failedAttempts: [(locale: String, line: String, buttons: [String])] = [
            ("C.UTF-8", "Attempt 2 failed.", ["Cancel", "Try Again"]),
            ("de_DE.UTF-8", "Versuch 2 ist fehlgeschlagen.", ["Abbrechen", "Erneut versuchen"]),
            ("es_ES.UTF-8", "El intento 2 ha fallado.", ["Cancelar", "Volver a intentarlo"]),
            ("fr_FR.UTF-8", "La tentative 2 a échoué.", ["Annuler", "Réessayer"]),
            ("ja_JP.UTF-8", "2 回目の試行に失敗しました。", ["キャンセル", "再試行"]),
            // GTK's own Russian "Cancel" changed between 4.8 (Отмена) and 4.18 (Отменить).
            ("ru_RU.UTF-8", "Попытка 2 не удалась.", [gtkIs4_8 ? "Отмена" : "Отменить", "Повторить попытку"]),
        ]

        @Test(arguments: failedAttempts.map(\.locale))
        func aFailedAttemptSaysWhichAttemptFailedAndOffersTryAgain(_ locale: String) async throws {
            let expected = try #require(Self.failedAttempts.first { $0.locale == locale })
            try await withHost(in: locale) { host in
                host.send("failed-attempt 2")
                let dialog = try host.screen.dialog()
                let message = dialog.labels.last ?? ""
                #expect(message.hasSuffix("\n\n" + expected.line), "\(locale): \(message)")
                #expect(dialog.buttonLabels == expected.buttons)
                try host.screen.click(expected.buttons[0])
                try host.screen.waitUntilNoDialog()
            }
        }

        /// The Details expander, its Copy button and the Don't ask again check button, from
        /// the `presentationkit` catalogue.
        static let detailsLabels: [(locale: String, details: String, copy: String, dontAsk: String)] = [
            ("C.UTF-8", "Details", "Copy", "Don't ask again"),
            ("de_DE.UTF-8", "Details", "Kopieren", "Nicht mehr fragen"),
            ("es_ES.UTF-8", "Detalles", "Copiar", "No volver a preguntar"),
            ("fr_FR.UTF-8", "Détails", "Copier", "Ne plus demander"),
            ("ja_JP.UTF-8", "詳細", "コピー", "次回から確認しない"),
            ("ru_RU.UTF-8", "Подробности", "Копировать", "Больше не спрашивать"),
        ]

        @Test(arguments: detailsLabels.map(\.locale))
        func detailsCopyAndDontAskAgainSpeakTheLocalesLanguage(_ locale: String) async throws {
            let expected = try #require(Self.detailsLabels.first { $0.locale == locale })
            try await withHost(in: locale) { host in
                host.ask(HostAlert(title: "Sure?", actions: [.plain("Yes")], details: "log", suppressionKey: "sure"))
                #expect(try host.screen.dialog().labels.contains(expected.dontAsk))
                #expect(try host.screen.widgets().contains { $0.name == expected.details && !$0.expanded })
                try host.screen.act(expected.details)
                try host.screen.act(expected.copy)  // found only under its translated label
                try host.screen.click("Yes")
                _ = try host.process.line(startingWith: "answer Yes")
            }
        }

        /// What a disabled button of an alert with no field to say why is described by.
        static let disabledWhy: [(locale: String, why: String)] = [
            ("C.UTF-8", "Not available until the fields above are filled in."),
            ("de_DE.UTF-8", "Erst verfügbar, wenn die Felder darüber ausgefüllt sind."),
            ("es_ES.UTF-8", "No disponible hasta que se rellenen los campos de arriba."),
            ("fr_FR.UTF-8", "Indisponible tant que les champs ci-dessus ne sont pas remplis."),
            ("ja_JP.UTF-8", "上の欄を入力するまで使用できません。"),
            ("ru_RU.UTF-8", "Недоступно, пока не заполнены поля выше."),
        ]

        @Test(arguments: disabledWhy.map(\.locale))
        func aDisabledButtonSaysWhyInTheLocalesLanguage(_ locale: String) async throws {
            let expected = try #require(Self.disabledWhy.first { $0.locale == locale })
            try await withHost(in: locale) { host in
                host.send("ask-disabled")
                let upload = try #require(try host.screen.dialog().buttons.first { $0.label == "Upload" })
                #expect(upload.sensitive == false)
                #expect(upload.description == expected.why)
                try host.screen.click("Cancel")
                _ = try host.process.line(startingWith: "answer Cancel")
            }
        }

        /// Placeholders a translation reorders: the Japanese sentence puts the place before
        /// the key, the German one too; and a file's name inside a whole sentence.
        static let reordered: [(locale: String, kind: String, message: String)] = [
            ("C.UTF-8", "decoding", "The data could not be read: “name” is missing at items[2]."),
            ("ja_JP.UTF-8", "decoding", "データを読み込めませんでした: items[2] で「name」がありません。"),
            ("de_DE.UTF-8", "decoding", "Die Daten konnten nicht gelesen werden: bei items[2] fehlt „name“."),
            ("de_DE.UTF-8", "file", "Die Datei “notes.txt” existiert nicht."),
            ("es_ES.UTF-8", "file", "El archivo “notes.txt” no existe."),
        ]

        @Test(arguments: reordered.indices)
        func translationsPlaceTheirPlaceholdersWhereTheLanguageNeedsThem(_ index: Int) async throws {
            let (locale, kind, message) = Self.reordered[index]
            try await withHost(in: locale) { host in
                host.send("library-error \(kind)")
                #expect(try host.screen.dialog().labels.last == message)
                try host.screen.click(try Self.ok(in: locale))
                try host.screen.waitUntilNoDialog()
            }
        }

        /// A batch's progress counts its items in the locale's words; Japanese puts the
        /// total first.
        static let batchCounts: [(locale: String, detail: String)] = [
            ("C.UTF-8", "3 of 40"),
            ("de_DE.UTF-8", "3 von 40"),
            ("es_ES.UTF-8", "3 de 40"),
            ("fr_FR.UTF-8", "3 sur 40"),
            ("ja_JP.UTF-8", "40 件中 3 件"),
        ]

        @Test(arguments: batchCounts.map(\.locale))
        func aBatchsProgressCountsItsItemsInTheLocalesLanguage(_ locale: String) async throws {
            let expected = try #require(Self.batchCounts.first { $0.locale == locale }).detail
            try await withHost(in: locale) { host in
                host.send("batch-start 40 0")
                _ = try host.process.line(startingWith: "batch item 1 started")
                host.send("batch-next 3")
                _ = try host.process.line(startingWith: "batch item 4 started")
                try host.screen.waitForLabel(expected)
                host.send("batch-stop")
                _ = try host.process.line(startingWith: "batch ended")
                try host.screen.waitUntilNoDialog()
            }
        }

        /// In a right-to-left language GTK mirrors the dialog: the cancel button, first in
        /// reading order, stands rightmost.
        @Test(arguments: [("C.UTF-8", ["Cancel", "Save"]), ("he_IL.UTF-8", ["Save", "Cancel"])])
        func aRightToLeftLocaleMirrorsTheButtons(_ locale: String, _ leftToRight: [String]) async throws {
            try await withHost(in: locale) { host in
                host.present(HostAlert(title: "Save?", actions: [.cancel(), .plain("Save")]))
                #expect(try host.screen.dialog().buttonLabels == leftToRight)
                try host.screen.click("Cancel")
                try host.screen.waitUntilNoDialog()
            }
        }

        /// `alert --help` in the locale's language: alert's own usage line, summary, sections and
        /// option descriptions from the `alert` catalogue (GOption translates them), GLib's
        /// headings ("Aufruf:") from GLib's.
        @Test(arguments: [
            ("C.UTF-8", ["Usage:", "Shows one dialog, prints the label", "Exit status:"]),
            ("de_DE.UTF-8", ["Aufruf:", "einen Meldungsdialog zeigen", "Zeigt einen Dialog, gibt die Beschriftung",
                             "Exit-Status:", "--title=TEXT", "Die Überschrift des Dialogs"]),
            ("ja_JP.UTF-8", ["ダイアログを 1 つ表示し", "終了ステータス:", "ダイアログの見出し"]),
        ])
        func alertsHelpSpeaksTheLocalesLanguage(_ locale: String, _ expected: [String]) throws {
            let help = try AppProcess(product("alert"), arguments: ["--help"], environment: try Locales.environment(locale))
            #expect(try help.waitForExit() == 0)
            let text = help.pendingLines.joined(separator: "\n")
            for piece in expected {
                #expect(text.contains(piece), "\(locale): no “\(piece)” in\n\(text)")
            }
        }

        /// A usage error in the locale's language, placeholders where the language puts them.
        @Test(arguments: [
            ("C.UTF-8", ["--info", "--width", "abc"], "alert: --width needs a whole number of pixels, not “abc”"),
            ("de_DE.UTF-8", ["--info", "--width", "abc"], "alert: --width braucht eine ganze Zahl von Pixeln, nicht „abc“"),
            ("ja_JP.UTF-8", ["--info", "--width", "abc"], "alert: --width にはピクセル数の整数が必要です (「abc」ではありません)"),
            ("de_DE.UTF-8", ["--title", ""], "alert: --title darf nicht leer sein"),
            ("ja_JP.UTF-8", ["--entry", "--field", "Name"], "alert: --field は --entry ではなく alert 独自の形式 (--title、--button) に付けます"),
            ("fr_FR.UTF-8", ["--title", "x", "--secret", "PIN", "--value", "1234"],
             "alert: --secret n’accepte pas de --value : une valeur sur la ligne de commande est visible par tout utilisateur dans ps"),
        ])
        func alertsUsageErrorsSpeakTheLocalesLanguage(_ locale: String, _ arguments: [String], _ line: String) throws {
            let command = try AppProcess(product("alert"), arguments: arguments, environment: try Locales.environment(locale))
            #expect(try command.waitForExit() == 2)
            #expect(command.stderrText.split(separator: "\n").first.map(String.init)?.hasPrefix(line) == true,
                    "\(locale): \(command.stderrText)")
        }

        /// alert's dialogs: zenity's question with No and Yes, and the --button form's OK, in
        /// GTK's words for them (gtk40); Yes or the OK chosen ends it with 0, and the OK is
        /// printed as shown.
        @Test(arguments: [
            ("C.UTF-8", ["--question", "--text", "Continue?"], ["No", "Yes"], [String]()),
            ("de_DE.UTF-8", ["--question", "--text", "Weiter?"], ["Nein", "Ja"], []),
            ("ja_JP.UTF-8", ["--question", "--text", "続けますか?"], ["いいえ", "はい"], []),
            ("es_ES.UTF-8", ["--title", "Guardado"], ["Aceptar"], ["Aceptar"]),
            ("fr_FR.UTF-8", ["--title", "Enregistré"], ["Valider"], ["Valider"]),
        ])
        func alertsDialogSpeaksTheLocalesLanguage(_ locale: String, _ arguments: [String], _ buttons: [String],
                                                  _ printed: [String]) async throws {
            try await withDisplay {
                try requireDisplay()
                let command = try AppProcess(product("alert"), arguments: arguments, environment: try Locales.environment(locale))
                let screen = Screen(pid: command.pid)
                #expect(try screen.dialog().buttonLabels == buttons)
                try screen.click(try #require(buttons.last))
                #expect(try command.waitForExit() == 0)
                #expect(command.pendingLines == printed)
                #expect(command.gtkComplaints.isEmpty)
            }
        }

        @Test func everyCataloguePassesMsgfmtCheck() throws {
            let po = repositoryRoot.appendingPathComponent("po")
            let catalogues = try FileManager.default.subpathsOfDirectory(atPath: po.path).filter { $0.hasSuffix(".po") }
            #expect(catalogues.count >= 5)
            for catalogue in catalogues {
                // `run` throws with msgfmt's complaint when the check fails.
                try run("/usr/bin/msgfmt", ["--check", "--output-file=/dev/null", po.appendingPathComponent(catalogue).path])
            }
        }

        /// GTK's word for OK in `locale`, as ``libraryError`` gives it.
        private static func ok(in locale: String) throws -> String {
            try #require(libraryError.first { $0.locale == locale }).ok
        }

        /// Run `body` with a pk-test-host speaking `locale`, alone on the display.
        private func withHost(in locale: String, _ body: @Sendable (TestHost) async throws -> Void) async throws {
            try await withDisplay {
                let host = try TestHost(environment: try Locales.environment(locale))
                try await body(host)
                try host.quit()
            }
        }
    }
}
