/// `--name value` pairs, checked against the options a command accepts.
struct OptionList {
    private var values: [String: String] = [:]

    init(_ arguments: [String], allowed: Set<String>) throws {
        var remaining = arguments[...]
        while let name = remaining.popFirst() {
            guard allowed.contains(name) else { throw UsageError("unknown option '\(name)'") }
            guard let value = remaining.popFirst() else { throw UsageError("option \(name) needs a value") }
            values[name] = value
        }
    }

    func string(_ name: String) -> String? {
        values[name]
    }

    func number<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type) throws -> Value? {
        guard let text = values[name] else { return nil }
        guard let value = Value(text) else { throw UsageError("option \(name) needs a number, not '\(text)'") }
        return value
    }

    /// The number given to `name`, which must be at least 1: a count of workers, a sampling interval.
    func positiveNumber<Value: FixedWidthInteger>(_ name: String, as type: Value.Type) throws -> Value? {
        guard let value = try number(name, as: type) else { return nil }
        guard value >= 1 else { throw UsageError("option \(name) needs at least 1") }
        return value
    }
}
