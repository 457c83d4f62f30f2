/// Shortens a failing input while it keeps failing, in the manner of delta debugging: first drop
/// large chunks, then smaller ones, down to single elements, until no single element can go.
enum Shrinker {
    static func shrink<Element>(_ input: [Element], stillFails: ([Element]) -> Bool) -> [Element] {
        var current = input
        var chunk = max(current.count / 2, 1)
        while !current.isEmpty {
            var removedAny = false
            var start = 0
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if stillFails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk > 1 {
                chunk = max(chunk / 2, 1)
            } else if !removedAny {
                break
            }
        }
        return current
    }
}
