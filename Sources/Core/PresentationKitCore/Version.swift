/// The version of PresentationKit for GTK: the library, the `alert` command
/// (`alert --version` prints it) and the Debian package share this one value.
///
/// Keep it on one line in this form: packaging scripts read it with
/// `sed -n 's/^public let presentationKitVersion = "\(.*\)"$/\1/p' Sources/Core/PresentationKitCore/Version.swift`.
///
/// ```swift
/// print("PresentationKit \(presentationKitVersion)")   // PresentationKit 0.3.0
/// ```
public let presentationKitVersion = "0.3.0"
