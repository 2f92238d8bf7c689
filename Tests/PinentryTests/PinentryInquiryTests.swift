import Pinentry
import Testing

/// The inquiries alert-pinentry makes of gpg-agent during a `GETPIN`, headless: the
/// quality line escaped as pinentry 1.2.1 escapes it (read from pinentry-gtk-2 and
/// pinentry-qt 1.2.1 under a fake agent: `a b+%` went out as `INQUIRE QUALITY a+b%2B%`),
/// and the agent's answer read as upstream reads it.
@Suite("alert-pinentry: inquiries", .timeLimit(.minutes(1)))
struct PinentryInquiryTests {

    static func qualityLine(_ passphrase: [UInt8]) -> String {
        passphrase.withUnsafeBufferPointer { plain in
            let line = [UInt8](unsafeUninitializedCapacity: PinentryInquiry.qualityLineCount(plain.count)) { buffer, count in
                count = PinentryInquiry.writeQualityLine(plain, into: buffer)
            }
            return String(decoding: line, as: UTF8.self)
        }
    }

    @Test func theQualityLineEscapesAsUpstream() {
        #expect(Self.qualityLine(Array("a b+%".utf8)) == "INQUIRE QUALITY a+b%2B%\n")
        #expect(Self.qualityLine(Array("tab\there\r\n".utf8)) == "INQUIRE QUALITY tab%09here%0D%0A\n")
        #expect(Self.qualityLine(Array("grüß 100%".utf8)) == "INQUIRE QUALITY grüß+100%\n")
        // Upstream sends at most 300 bytes of it, so the line fits Assuan's limit.
        let long = Self.qualityLine([UInt8](repeating: UInt8(ascii: "+"), count: 400))
        #expect(long == "INQUIRE QUALITY " + String(repeating: "%2B", count: 300) + "\n")
        #expect(long.utf8.count <= Assuan.lineLength)
    }

    @Test func theAnswerIsTheFirstDataLineUpToEndCanOrErr() {
        func read(_ lines: [String]) -> (PinentryInquiry.Answer, Bool) {
            var answer = PinentryInquiry.Answer()
            var complete = false
            for line in lines { complete = answer.read(Array(line.utf8)) }
            return (answer, complete)
        }
        let (plain, ended) = read(["# comment", "", "S PROGRESS 1", "D 42", "D 99", "END"])
        #expect(ended && plain.quality == 42)
        #expect(read(["D -150", "END"]).0.quality == -100)
        #expect(read(["D 250 and more", "END"]).0.quality == 100)
        #expect(read(["D  7", "CAN"]) .0.quality == 7)
        #expect(read(["D x", "ERR 100 Nope"]).0.quality == 0)
        #expect(read(["END"]).0.quality == 0)
        // Only END, CAN or ERR as a word ends it.
        #expect(read(["ENDING", "D 5"]).1 == false)
        #expect(read(["ENDING", "D 5", "END"]).0.quality == 5)
        // A suggestion is the data as sent (upstream does not decode it), up to a NUL.
        #expect(read(["D ab%25c+d\u{0}", "END"]).0.suggestion == Array("ab%25c+d".utf8))
        #expect(read(["END"]).0.suggestion == nil)
    }
}
