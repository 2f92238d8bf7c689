import E2ESupport

extension OnTheDisplay {

    /// This target's display suites, under the serialized parent and named after the
    /// target, so `scripts/test --filter AccessibilityTests` runs them all.
    enum AccessibilityTests {}
}
