import CGtk
import Glibc

/// Remembered answers to “don't ask again”: a GKeyFile of `KEY=ANSWER` lines in group
/// `[Remembered Answers]`, read without a lock and changed under an exclusive `flock` on
/// a lock file beside it (`FILE.lock`), then written whole, atomically
/// (`g_file_set_contents`): two processes that remember at once lose neither answer, a
/// crash mid-write leaves the old file, and what else the file holds (other groups,
/// comments) is kept.
///
/// The `alert` command's `--dont-ask-again FILE:KEY` keeps its answers here; the library's
/// suppression API is to sit on it.
///
/// ```swift
/// let store = SuppressionStore(path: SuppressionStore.path(forName: "backup", application: "alert"))
/// if let answer = try store.answer(for: "delete-old") { … } else { … ask … ; try store.remember("Delete", for: "delete-old") }
/// ```
package struct SuppressionStore: Sendable {

    /// Why the store could not be read or changed, in one line.
    package struct Failure: Error, Sendable {
        /// What went wrong, for a person: names the file.
        package let message: String
    }

    /// The group the answers are kept in.
    package static let group = "Remembered Answers"

    /// The key file's path.
    package let path: String

    /// The store kept in the key file at `path` (absolute, or relative to the working
    /// directory).
    package init(path: String) {
        self.path = path
    }

    /// `name` as a path: itself when absolute, else under `$XDG_CONFIG_HOME/application/`
    /// (`~/.config/application/` when the variable is unset), as kdialog's `--dontagain`
    /// puts its files under the configuration directory.
    package static func path(forName name: String, application: String) -> String {
        if name.hasPrefix("/") { return name }
        let directory = String(cString: g_get_user_config_dir())
        return directory + "/" + application + "/" + name
    }

    /// Whether `key` can name an answer: not empty, no `[`, `]`, `=`, line break or other
    /// control character, no space at either end (GKeyFile would read such a key back as
    /// another one, or not at all), not starting with `#` (a comment).
    package static func isValidKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, let last = key.unicodeScalars.last else { return false }
        return first != " " && last != " " && first != "#"
            && !key.unicodeScalars.contains { "[]=".unicodeScalars.contains($0) || $0.value < 0x20 || $0.value == 0x7f }
    }

    /// The answer remembered for `key`, or `nil` when there is none (no file yet, no
    /// directory for it, no key).
    /// - Throws: ``Failure`` when the file exists but cannot be read or is not a key file.
    package func answer(for key: String) throws(Failure) -> String? {
        guard let file = try load() else { return nil }
        defer { g_key_file_free(file) }
        guard let value = g_key_file_get_string(file, Self.group, key, nil) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Remember `answer` for `key`, keeping everything else in the file.
    /// - Throws: ``Failure`` when the directory cannot be made, or the file cannot be read,
    ///   is not a key file (it is then left as it is), or cannot be written.
    package func remember(_ answer: String, for key: String) throws(Failure) {
        try change { file in g_key_file_set_string(file, Self.group, key, answer) }
    }

    /// Forget the answer remembered for `key`; nothing happens when there is none.
    /// - Throws: ``Failure`` as ``remember(_:for:)`` does.
    package func forget(_ key: String) throws(Failure) {
        guard g_file_test(path, G_FILE_TEST_EXISTS) != 0 else { return }
        try change { file in
            _ = g_key_file_remove_key(file, Self.group, key, nil)
        }
    }

    /// Forget every remembered answer: the file is removed, under the lock, whatever it
    /// holds (a file that is not a key file included); nothing happens when there is none.
    /// - Throws: ``Failure`` when the lock cannot be taken or the file cannot be removed.
    package func forgetAll() throws(Failure) {
        guard g_file_test(path, G_FILE_TEST_EXISTS) != 0 else { return }
        let lock = try lockFile()
        defer { close(lock) }  // closing releases the lock
        guard unlink(path) == 0 || errno == ENOENT else {
            throw Failure(message: "cannot remove “\(path)”: \(String(cString: strerror(errno)))")
        }
    }

    /// Load the key file, or `nil` when there is none.
    private func load() throws(Failure) -> OpaquePointer? {
        let file = g_key_file_new()!
        var error: UnsafeMutablePointer<GError>?
        let flags = GKeyFileFlags(rawValue: G_KEY_FILE_KEEP_COMMENTS.rawValue | G_KEY_FILE_KEEP_TRANSLATIONS.rawValue)
        guard g_key_file_load_from_file(file, path, flags, &error) != 0 else {
            g_key_file_free(file)
            // No file, or no directory that could hold one: nothing is remembered (yet).
            let missing = error.map { error in
                let code = error.pointee.code
                return error.pointee.domain == g_file_error_quark()
                    && [G_FILE_ERROR_NOENT, G_FILE_ERROR_NOTDIR].contains { Int32($0.rawValue) == code }
            } ?? false
            let reason = error.map { String(cString: $0.pointee.message) } ?? path
            g_clear_error(&error)
            if missing { return nil }
            throw Failure(message: "“\(path)”: \(reason)")
        }
        return file
    }

    /// Run `edit` on the key file (a new one when there is none) under the lock, and
    /// write the result atomically.
    private func change(_ edit: (OpaquePointer) -> Void) throws(Failure) {
        let directory = g_path_get_dirname(path)!
        defer { g_free(directory) }
        guard g_mkdir_with_parents(directory, 0o700) == 0 else {
            throw Failure(message: "cannot create “\(String(cString: directory))”: \(String(cString: strerror(errno)))")
        }
        let lock = try lockFile()
        defer { close(lock) }  // closing releases the lock
        let file = try load() ?? g_key_file_new()!
        defer { g_key_file_free(file) }
        edit(file)
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_save_to_file(file, path, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? path
            g_clear_error(&error)
            throw Failure(message: reason)
        }
    }

    /// The lock file beside the key file (`FILE.lock`), opened and locked exclusively;
    /// closing the descriptor releases the lock.
    private func lockFile() throws(Failure) -> Int32 {
        let lockPath = path + ".lock"
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else {
            throw Failure(message: "cannot open “\(lockPath)”: \(String(cString: strerror(errno)))")
        }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(lock)
                throw Failure(message: "cannot lock “\(lockPath)”: \(String(cString: strerror(errno)))")
            }
        }
        return lock
    }
}
