import TestHostProtocol
import SeededRandom

/// A seeded generator of dialogs with mixed-script texts: Latin, Cyrillic, CJK, Hangul,
/// Arabic, Hebrew, Thai, Devanagari, emoji and punctuation, with runs that have no
/// place to break (paths, URLs, hashes); texts of 1–500 characters, 0–3 buttons, with
/// and without a body. The same seed gives the same dialogs, so a failure replays.
struct MixedText: RandomNumberGenerator {

    /// The seed this generator started from.
    let seed: UInt64
    private var bits: SplitMix64

    init(seed: UInt64) {
        self.seed = seed
        bits = SplitMix64(seed: seed)
    }

    mutating func next() -> UInt64 {
        bits.next()
    }

    static let scripts: [[String]] = [
        ["lorem", "ipsum", "dolor", "sit", "amet", "Café", "naïve", "Straße", "Œuvre", "report", "Delete", "überprüfen", "Ångström"],
        ["Продолжить", "удалить", "«отчёт.txt»", "файл", "Сохранить", "изменения", "в", "документе", "Ещё", "раз"],
        ["続行しますか", "削除しますか", "ファイル", "保存", "文件已删除", "请稍后再试", "確認", "ーーー"],
        ["확인", "저장하시겠습니까", "파일을", "삭제"],
        ["هل", "تريد", "حذف", "الملف", "حفظ", "التغييرات", "١٢٣"],
        ["שלום", "עולם", "למחוק", "את", "הקובץ"],
        ["ต้องการ", "ลบไฟล์", "นี้หรือไม่", "บันทึก"],
        ["क्या", "आप", "फ़ाइल", "हटाना", "चाहते", "हैं"],
        ["🙂", "😀", "🎉", "👍🏽", "👨‍👩‍👧", "🇯🇵", "❤️", "🔥", "✅", "⚠️", "🏳️‍🌈"],
        ["…", "—", "«", "»", "“", "”", "!", "?", ".", ",", ";", ":", "(", ")", "[", "]", "/", "\\", "-", "_",
         "&", "<b>", "%s", "&amp;", "'", "\"", "¿", "¡", "。", "、", "！", "？", "\t", "0", "42", "3.14"],
    ]

    /// A run with no space in it, as paths, URLs and hashes are.
    mutating func unbreakableRun() -> String {
        let length = Int.random(in: 20...200, using: &self)
        switch Int.random(in: 0..<4, using: &self) {
        case 0: return "/home/user/" + String(repeating: "projects/presentation-kit/", count: length / 26 + 1)
        case 1: return "https://example.org/" + String(repeating: "a/b?c=d&e=f", count: length / 11 + 1)
        case 2: return String((0..<length).map { _ in "0123456789abcdef".randomElement(using: &self)! })
        default:
            let token = Self.scripts[Int.random(in: 0..<9, using: &self)].randomElement(using: &self)!
            return String(repeating: token, count: length / max(token.count, 1) + 1)
        }
    }

    /// A text of `length` characters.
    mutating func text(length: Int) -> String {
        var text = ""
        while text.count < length {
            if Int.random(in: 0..<25, using: &self) == 0 {
                text += unbreakableRun()
            } else {
                text += Self.scripts.randomElement(using: &self)!.randomElement(using: &self)!
            }
            switch Int.random(in: 0..<100, using: &self) {
            case 0..<65: text += " "
            case 65..<90: break
            case 90..<94: text += "\n"
            default: text += ", "
            }
        }
        let trimmed = String(text.prefix(length))
        // A text of spaces only reads as nothing; keep one visible character.
        return trimmed.contains { !$0.isWhitespace } ? trimmed : "?"
    }

    /// A length of 1–500 characters, short ones more often, as real dialogs have.
    mutating func length() -> Int {
        switch Int.random(in: 0..<20, using: &self) {
        case 0..<8: Int.random(in: 1...40, using: &self)
        case 8..<15: Int.random(in: 41...200, using: &self)
        default: Int.random(in: 201...500, using: &self)
        }
    }

    /// The next dialog.
    mutating func dialog() -> LayoutRequest {
        let title = text(length: length())
        let message = Bool.random(using: &self) ? text(length: length()) : nil
        let buttons = (0..<Int.random(in: 0...3, using: &self)).map { index in
            let long = Int.random(in: 0..<10, using: &self) == 0
            let label = text(length: long ? Int.random(in: 41...160, using: &self) : Int.random(in: 1...20, using: &self))
            let roles: [String?] = [nil, nil, "cancel", "destructive", "default"]
            return LayoutRequest.Button(label: label, role: index == 0 || !long ? roles.randomElement(using: &self)! : nil)
        }
        return LayoutRequest(title: title, message: message, buttons: buttons, parent: Int.random(in: 0..<4, using: &self) != 0)
    }
}
