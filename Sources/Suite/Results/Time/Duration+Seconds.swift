extension Duration {
    /// The duration in seconds, for printing and for results files.
    package var inSeconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
