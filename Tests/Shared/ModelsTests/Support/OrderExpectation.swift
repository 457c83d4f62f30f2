import Testing

/// Checks a strict order both ways: `first` comes before `second`, and `second` does not come
/// before `first`, so a comparison that answers true for both (or false for both) fails.
func expectOrder<T>(
    _ first: T, before second: T, by isOrderedBefore: (T, T) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isOrderedBefore(first, second), "first should come before second", sourceLocation: sourceLocation)
    #expect(!isOrderedBefore(second, first), "second should not come before first", sourceLocation: sourceLocation)
}
