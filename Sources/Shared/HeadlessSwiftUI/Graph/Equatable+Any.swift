extension Equatable {
    /// Whether `other` is a value of the same type equal to this one.
    func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
