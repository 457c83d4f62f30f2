/// The options a command line gave, each already checked against its declared kind.
package struct ParsedOptions: Sendable, Equatable {
    private let values: [String: String]
    private let flags: Set<String>

    init(values: [String: String], flags: Set<String>) {
        self.values = values
        self.flags = flags
    }

    /// The value given to `name`, or nil.
    package func text(_ name: String) -> String? {
        values[name]
    }

    /// Whether the flag `name` was given.
    package func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The whole number given to `name`, or nil; refused when it does not fit `type`.
    package func number<Value: FixedWidthInteger>(_ name: String, as type: Value.Type) throws(UsageError) -> Value? {
        guard let text = values[name] else { return nil }
        guard let value = Value(text) else {
            throw UsageError("option \(name) needs a whole number up to \(Value.max), not '\(text)'")
        }
        return value
    }

    /// The number of seconds given to `name`, or nil.
    package func seconds(_ name: String) -> Double? {
        values[name].flatMap(Double.init)
    }
}
