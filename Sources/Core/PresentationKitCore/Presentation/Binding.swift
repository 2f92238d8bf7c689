/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`: how a
/// presenter reads `isPresented` from a model and sets it back to `false`.
///
/// ```swift
/// @Observable final class LoginModel { var didFail = false }
/// let didFail = Binding(model, \.didFail)
/// ```
@MainActor
public struct Binding<Value> {

    /// Create a binding from a getter and a setter.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// Bind to a property of an object, such as an `@Observable` model.
    public init<Root: AnyObject>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    private let get: @MainActor () -> Value
    private let set: @MainActor (Value) -> Void
}
