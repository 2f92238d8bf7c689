/// Contexts, messages, layout rules and texts come with `import PresentationKit`: they live
/// in PresentationKitCore, which needs no full Foundation, so that the `alert` command can
/// use them without Foundation's ICU data; this module adds the error mapping on top.
@_exported import PresentationKitCore
