import E2ESupport
import Foundation
import Testing

extension OnTheDisplay {

    /// Dialog texts lay out on any text and any fonts: no GTK warning or critical, the
    /// dialog within its monitor's work area, every button inside it (issue 11). Each test
    /// runs under both font sets the harness configures itself (``FontSet``).
    @Suite(.serialized, .displaySuite)
    struct TextLayoutTests {

        /// Dialogs per font set from the generator; two sets make 500 a run.
        static let generatedPerFontSet = 250

        /// The seed: `PK_TEXT_SEED` to replay a failure, else a new one each run.
        static let seed: UInt64 = {
            if let given = ProcessInfo.processInfo.environment["PK_TEXT_SEED"], let seed = UInt64(given) { return seed }
            return UInt64.random(in: 0...UInt64.max)
        }()

        /// Every dialog asked for was shown, with no GTK complaint and fitting; each failure
        /// names the dialog and how to replay it.
        static func expectEachShownWithoutComplaintAndFitting(
            _ reports: [LayoutReport], of requests: [LayoutRequest], fonts: FontSet
        ) {
            let replay = "replay: PK_TEXT_SEED=\(seed) scripts/test --filter TextLayoutTests"
            #expect(reports.count == requests.count, "the host stopped after \(reports.count) dialogs; \(replay)")
            for (index, report) in reports.enumerated() {
                let which = "dialog \(index + 1) of seed \(seed), \(fonts.rawValue) fonts (\(replay)): \(report.request.json)"
                #expect(report.complaints.isEmpty, "GTK complained: \(report.complaints); \(which)")
                #expect(report.fits, "\(report.field("problems") ?? report.line); \(which)")
            }
        }

        @Test(arguments: FontSet.allCases)
        func generatedMixedScriptTextsFitTheScreenWithoutComplaint(fonts: FontSet) async throws {
            var generator = MixedText(seed: Self.seed)
            let requests = (0..<Self.generatedPerFontSet).map { _ in generator.dialog() }
            let started = SuspendingClock.now
            let reports = try await showDialogs(requests, fonts: fonts)
            let seconds = (SuspendingClock.now - started).inSeconds
            Self.expectEachShownWithoutComplaintAndFitting(reports, of: requests, fonts: fonts)
            let scrolled = reports.filter(\.scrolled).count
            let paint = reports.map(\.milliseconds).sorted()
            print("""
                text layout, \(fonts.rawValue) fonts, seed \(Self.seed): \(reports.count) dialogs in \
                \(String(format: "%.1f", seconds)) s, \(reports.filter { !$0.complaints.isEmpty }.count) with GTK complaints, \
                \(reports.filter { !$0.fits }.count) not fitting, \(scrolled) scrolled; present→paint p50 \
                \(String(format: "%.1f", paint.isEmpty ? 0 : paint[paint.count / 2])) ms, max \
                \(String(format: "%.1f", paint.last ?? 0)) ms
                """)
        }

        /// libadwaita's dialog (PresentationKitAdwaita) on the same generated texts: no GTK
        /// complaint, its window within the work area, the texts as given, every button inside
        /// its window. Its labels are private, so the GTK style's layout checks of the texts'
        /// bounds cannot be made; a hundred dialogs a font set keep the run short.
        @Test(arguments: FontSet.allCases)
        func generatedMixedScriptTextsInLibadwaitasDialogShowEveryButtonWithoutComplaint(fonts: FontSet) async throws {
            var generator = MixedText(seed: Self.seed)
            let requests = (0..<100).map { _ in generator.dialog() }
            let reports = try await showDialogs(requests, fonts: fonts, style: .adwaita)
            Self.expectEachShownWithoutComplaintAndFitting(reports, of: requests, fonts: fonts)
        }

        /// A generated heading that made libadwaita 1.2's dialog 2146 px wide on a 1280 px
        /// screen under the fresh machine's fonts (seed 10739454973457616518, dialog 21): an
        /// emoji among Cyrillic, CJK, Thai, Hebrew and Devanagari words and a long URL. Its
        /// message area, a GtkBox, asked the heading label its width for a height, which GTK
        /// answers wrongly for lines of mixed fonts; it has the GTK style's text layout now.
        @Test(arguments: FontSet.allCases)
        func aMixedFontHeadingWithAnEmojiKeepsLibadwaitasDialogWithinTheScreen(fonts: FontSet) async throws {
            let url = "https://example.org/" + String(repeating: "a/b?c=d&e=f", count: 18)
            let heading = "изменения削除しますか นี้หรือไม่ reportв файл 저장하시겠습니까 שלום ลบไฟล์ 🎉 "
                + "चाहतेלמחוקहैं, \(url) ✅ 삭제 続行しますか "
            let request = LayoutRequest(
                title: heading, message: nil, buttons: [.init(label: "раз 삭제⚠️ حفظहटाना фа")], parent: false)
            let reports = try await showDialogs([request], fonts: fonts, style: .adwaita)
            #expect(reports.count == 1)
            for report in reports {
                #expect(report.complaints.isEmpty, "GTK complained: \(report.complaints)")
                #expect(report.fits, "\(report.line)")
                #expect(report.width <= report.workAreaWidth, "\(report.line)")
            }
        }

        /// A generated heading (seed 398807637142397395, dialog 3) that lays libadwaita 1.2's
        /// dialog out taller than the screen before its texts move into a scrolled area. The
        /// fit ran from a default-priority idle, which a busy frame clock could hold off for
        /// frames on end: on Wayland under load the window stayed 826–868 px high on an 800 px
        /// screen in about 1 run in 6. Shown 20 times a font set, it failed 2 runs of 3 on
        /// Wayland before the fit ran above the redraw’s priority, and none of 6 since.
        @Test(arguments: FontSet.allCases)
        func tallHeadingInLibadwaitasDialogIsFittedBeforeItsNextFrame(fonts: FontSet) async throws {
            let heading = "документеŒuvre Ещё report\n確認🏳️\u{200d}🌈 Сохранить Œuvre ต้องการ حذف, למחוק למחוק "
                + "क्याファイル 削除しますか続行しますかÅngström حذفफ़ाइल Delete 👍🏽 [ 파일을削除しますか למחוק ✅ 삭제ต้องการ "
                + "파일을 sitحفظتريد Œuvre " + String(repeating: "आप", count: 24) + " dolor "
                + "c7e4a33159f50dc840afc608eca03206ce0d3203c16bf02ac393b605eизменения 확인 ต้องการ 🇯🇵 "
                + "https://example.org/a/b?c=d&e=fa/b?c=d&e=fa/b?c=d&e=fa/b?"
            let request = LayoutRequest(
                title: heading, message: nil, buttons: [.init(label: "Ca", role: "default")], parent: true)
            let requests = Array(repeating: request, count: 20)
            let reports = try await showDialogs(requests, fonts: fonts, style: .adwaita)
            Self.expectEachShownWithoutComplaintAndFitting(reports, of: requests, fonts: fonts)
        }

        /// Libadwaita 1.2's dialog fits as GTK first sizes its window (issue 40): a heading of
        /// 80 lines is in the scrolled area by the first frame painted, not one frame later,
        /// when the refit from an idle would take it there. X11 only for the first frame:
        /// Wayland's surface also holds the client-side shadow, which only the refit sees.
        @Test(arguments: FontSet.allCases)
        func aTallHeadingInLibadwaitasDialogFitsInItsFirstFrame(fonts: FontSet) async throws {
            let heading = (1...80).map { "Line \($0)" }.joined(separator: "\n")
            let request = LayoutRequest(title: heading, message: nil, buttons: [.init(label: "OK", role: "default")], parent: true)
            let reports = try await showDialogs([request], fonts: fonts, style: .adwaita)
            Self.expectEachShownWithoutComplaintAndFitting(reports, of: [request], fonts: fonts)
            if DisplayLane.current == .x11 {
                for report in reports {
                    #expect(report.firstHeight <= report.workAreaHeight, "first frame: \(report.line)")
                }
            }
        }

        /// A tab in a heading, after an emoji and a space, under two buttons (seed
        /// 14919817890966807743, dialog 45, in GTK 4.18's lane): the tab reached the second
        /// tab stop, a piece no wrap could break, and libadwaita 1.7, which measures its
        /// heading labels narrower than the wider one's minimum, made GTK warn ("Trying to
        /// measure GtkLabel … for width of 100, but it needs at least 114"). Its labels' tab
        /// stops are close now (alert-dialog-accessibility.c).
        @Test(arguments: FontSet.allCases)
        func aTabInAHeadingKeepsLibadwaitasDialogQuiet(fonts: FontSet) async throws {
            let request = LayoutRequest(
                title: "A 👨‍👩‍👧 \t «x»", message: "B 👨‍👩‍👧 \t «y»",
                buttons: [.init(label: "हैं 3.14 lorem"), .init(label: "파", role: "cancel")], parent: true)
            let reports = try await showDialogs([request], fonts: fonts, style: .adwaita)
            Self.expectEachShownWithoutComplaintAndFitting(reports, of: [request], fonts: fonts)
        }

        @Test(arguments: FontSet.allCases)
        func longUnbreakableTitleBodyAndButtonLabelStayWithinTheScreen(fonts: FontSet) async throws {
            let path = "/srv/backups/" + String(repeating: "0123456789abcdef", count: 25)
            let hash = String(repeating: "e3b0c44298fc1c149afbf4c8996fb924", count: 13)
            let requests = [
                LayoutRequest(title: path, message: nil, buttons: [.init(label: "OK")], parent: true),
                LayoutRequest(title: "Checksum mismatch", message: hash, buttons: [.init(label: "OK")], parent: false),
                LayoutRequest(
                    title: "Move?", message: "https://example.org/" + String(repeating: "x", count: 400),
                    buttons: [.init(label: "Cancel", role: "cancel"), .init(label: String(repeating: "Ж", count: 400))],
                    parent: true),
                LayoutRequest(
                    title: String(repeating: "続", count: 400), message: String(repeating: "🙂", count: 400),
                    buttons: [
                        .init(label: String(repeating: "a", count: 300), role: "cancel"),
                        .init(label: String(repeating: "b", count: 300), role: "destructive"),
                        .init(label: String(repeating: "c", count: 300), role: "default"),
                    ], parent: true),
            ]
            let reports = try await showDialogs(requests, fonts: fonts)
            #expect(reports.count == requests.count)
            for report in reports {
                #expect(report.complaints.isEmpty, "GTK complained: \(report.complaints) for \(report.request.json)")
                #expect(report.fits, "\(report.line) for \(report.request.json)")
                #expect(report.width <= report.workAreaWidth, "\(report.line)")
            }
        }

        /// 150 characters, but 50 lines: taller than the screen, so they scroll (a
        /// character count would not have caught it).
        @Test(arguments: FontSet.allCases)
        func aShortTextOfManyLinesScrollsAndTheDialogStaysWithinTheScreen(fonts: FontSet) async throws {
            let lines = String(repeating: "ok\n", count: 50)
            let request = LayoutRequest(title: "Log", message: lines, buttons: [.init(label: "Close")], parent: true)
            let reports = try await showDialogs([request], fonts: fonts)
            #expect(reports.count == 1)
            for report in reports {
                #expect(report.complaints.isEmpty, "GTK complained: \(report.complaints)")
                #expect(report.fits, "\(report.line)")
                #expect(report.scrolled, "\(report.line)")
            }
        }

        /// The texts issue 11 was reported with, which raised GtkBox criticals on a fresh
        /// machine's fonts (DejaVu + Droid Sans Fallback).
        @Test(arguments: FontSet.allCases)
        func theReportedMixedScriptTextsLayOutWithoutComplaint(fonts: FontSet) async throws {
            let requests = [
                LayoutRequest(title: "Продолжить? 続行しますか？", message: nil, buttons: [], parent: false),
                LayoutRequest(
                    title: "Удалить «отчёт.txt»? 削除しますか？", message: "hello", buttons: [.init(label: "OK")], parent: false),
                LayoutRequest(
                    title: "Удалить «отчёт.txt»? 削除しますか？", message: "هل تريد حذف الملف؟ שלום עולם 🙂",
                    buttons: [.init(label: "حذف")], parent: false),
                LayoutRequest(title: "🙂😀🎉👍🏽", message: "ok?", buttons: [.init(label: "OK")], parent: true),
                LayoutRequest(title: "🔥", message: "✅", buttons: [.init(label: "OK")], parent: true),
            ]
            let reports = try await showDialogs(requests, fonts: fonts)
            #expect(reports.count == requests.count)
            for report in reports {
                #expect(report.complaints.isEmpty, "GTK complained: \(report.complaints) for \(report.request.json)")
                #expect(report.fits, "\(report.line) for \(report.request.json)")
            }
        }

        /// The same texts through the `alert` command, which builds its dialog with no parent.
        @Test(arguments: FontSet.allCases)
        func theAlertCommandShowsMixedScriptTextsWithoutComplaint(fonts: FontSet) async throws {
            try requireDisplay()
            let environment = try fonts.environment()
            let runs: [[String]] = [
                ["--question", "--text", "Продолжить? 続行しますか？"],
                ["--title", "Удалить «отчёт.txt»? 削除しますか？", "--message", "hello", "--button", "OK"],
                ["--title", "🙂😀🎉", "--message", "ok?", "--button", "OK"],
                ["--title", "/srv/" + String(repeating: "0123456789abcdef", count: 25), "--button", String(repeating: "Ж", count: 300)],
            ]
            try await withDisplay {
                for arguments in runs {
                    // Shown, laid out and painted for a second, then ended by its own time limit.
                    let alert = try AppProcess(product("alert"), arguments: arguments + ["--timeout", "1"], environment: environment)
                    let status = try alert.waitForExit(within: 60)
                    #expect(status == 5, "alert \(arguments) exited \(status) (5: shown until its time limit): \(alert.stderrText)")
                    #expect(alert.gtkComplaints.isEmpty, "alert \(arguments): \(alert.gtkComplaints)")
                }
            }
        }
    }
}
