import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PresentationKit

/// What **Download** fetches: `ALERT_DEMO_DOWNLOAD_URL`, else Debian 12's package list
/// (about 9 MB, served by the Debian mirrors' CDN, so the bar has something to show on an
/// ordinary connection). The tests serve a file of their own from 127.0.0.1.
let downloadURL: URL = ProcessInfo.processInfo.environment["ALERT_DEMO_DOWNLOAD_URL"]
    .flatMap { URL(string: $0) }
    ?? URL(string: "https://deb.debian.org/debian/dists/bookworm/main/binary-amd64/Packages.xz")!

/// The demo's simulated failure of **Download**: its first attempt gives up after half the
/// bytes, so that Try Again has something to do (`DemoWindow.download()`).
enum DownloadError: AlertableError {
    /// The demo dropped the connection after `received` of `expected` bytes.
    case connectionLost(received: Int64, expected: Int64)

    var alertMessage: AlertMessage {
        switch self {
        case .connectionLost(let received, let expected):
            AlertMessage(title: tr("Download interrupted"),
                         // TRANSLATORS: %@ is how much arrived, such as “1.5 of 4.0 MB”.
                         message: tr("The connection was lost after %@.", megabytes(received, of: expected)))
        }
    }
}

/// “1.5 of 4.0 MB” (decimal megabytes, as download managers count them); “1.5 MB” when
/// the server did not say how long the body is.
func megabytes(_ received: Int64, of expected: Int64) -> String {
    let done = String(format: "%.1f", Double(received) / 1_000_000)
    let total = String(format: "%.1f", Double(expected) / 1_000_000)
    // TRANSLATORS: a download's progress in megabytes, such as “1.5 of 4.0 MB”.
    return expected > 0 ? tr("%1$@ of %2$@ MB", done, total) : tr("%@ MB", done)
}

/// What a download reports as its body arrives.
enum DownloadEvent: Sendable {
    /// The server answered: the body's length (`-1` when it did not say).
    case started(expectedBytes: Int64)
    /// `count` more bytes arrived.
    case received(count: Int)
}

/// `url`'s body as it arrives, fetched by a `URLSession` data task. Ending the iteration
/// early (the consumer's task cancelled, or the loop left by a throw) cancels the data
/// task, so the connection closes and the server stops sending: Cancel stops the
/// download, not only the bar.
///
/// A data task with a delegate rather than `URLSession.bytes(for:)`: swift-corelibs-
/// foundation has no `bytes(for:)`, and `data(for:)` reports nothing until the end.
func downloadEvents(of url: URL) -> AsyncThrowingStream<DownloadEvent, any Error> {
    AsyncThrowingStream { continuation in
        let forwarder = DownloadForwarder(continuation: continuation)
        let session = URLSession(configuration: .ephemeral, delegate: forwarder, delegateQueue: nil)
        let task = session.dataTask(with: URLRequest(url: url, timeoutInterval: 30))
        continuation.onTermination = { _ in task.cancel() }
        task.resume()
        // The session keeps its delegate until it is invalidated: let it go once the task ends.
        session.finishTasksAndInvalidate()
    }
}

/// Passes a data task's delegate calls, which come on the session's own queue, into the
/// stream (its continuation is safe to use from any thread).
private final class DownloadForwarder: NSObject, URLSessionDataDelegate, Sendable {
    let continuation: AsyncThrowingStream<DownloadEvent, any Error>.Continuation

    init(continuation: AsyncThrowingStream<DownloadEvent, any Error>.Continuation) {
        self.continuation = continuation
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // An error page is not the file: say so rather than count its bytes.
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            completionHandler(.cancel)
            continuation.finish(throwing: URLError(.badServerResponse, userInfo: [NSURLErrorFailingURLErrorKey: response.url as Any]))
            return
        }
        continuation.yield(.started(expectedBytes: response.expectedContentLength))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        continuation.yield(.received(count: data.count))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        continuation.finish(throwing: error)
    }
}
