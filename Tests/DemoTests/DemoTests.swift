import E2ESupport

extension OnTheDisplay {

    /// This target's display suites, under the serialized parent and named after the
    /// target, so `scripts/test --filter DemoTests` runs them all (the keyboard and
    /// appearance suites' own names do not say "DemoTests").
    enum DemoTests {}
}
