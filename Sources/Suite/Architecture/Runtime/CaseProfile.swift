import Foundation

/// What a measured case is: a unit test, a scenario's steps or one key action of a style.
package struct CaseLabel: Sendable, Equatable {
    /// `unit`, `scenario` or `action`.
    package var kind: String
    /// The test's module, or the style a scenario or action ran against.
    package var module: String
    /// The test's name, or the scenario's or action's id.
    package var name: String
    /// The file that declares the test (absolute, as the compiler saw it); empty for scenarios.
    package var file: String
    package var line: Int

    package init(kind: String, module: String, name: String, file: String = "", line: Int = 0) {
        self.kind = kind
        self.module = module
        self.name = name
        self.file = file
        self.line = line
    }
}

/// One counter that moved while a case ran, and by how much.
package struct CounterDelta: Sendable, Equatable {
    package let counter: Int
    package let delta: UInt64

    package init(counter: Int, delta: UInt64) {
        self.counter = counter
        self.delta = delta
    }
}

/// One measured case: its label, the counters it moved, and whether another measured case ran at
/// the same time (then its counters may hold the other's work, and it is not used).
package struct CaseProfile: Sendable, Equatable {
    package var label: CaseLabel
    package var overlapped: Bool
    package var deltas: [CounterDelta]

    package init(label: CaseLabel, overlapped: Bool, deltas: [CounterDelta]) {
        self.label = label
        self.overlapped = overlapped
        self.deltas = deltas
    }

    /// The two text lines the test support appends for this case:
    /// `case <TAB> kind <TAB> module <TAB> file <TAB> line <TAB> 0|1 <TAB> name`, then `+ counter:delta ...`.
    package var lines: String {
        let fields = [
            "case", label.kind, label.module, label.file, "\(label.line)", overlapped ? "1" : "0", label.name,
        ].map(Self.clean)
        return fields.joined(separator: "\t") + "\n+" + deltas.map { " \($0.counter):\($0.delta)" }.joined() + "\n"
    }

    /// Tabs and line breaks would split the record; they become spaces.
    private static func clean(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }

    /// Every case in a file of such lines. A last case cut short (the process died while writing)
    /// is dropped; anything else out of shape is an error naming its line.
    package static func parse(_ data: Data) throws -> [CaseProfile] {
        try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var cases: [CaseProfile] = []
            var pending: (label: CaseLabel, overlapped: Bool)?
            var number = 0
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != newline { end += 1 }
                number += 1
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                start = end + 1
                if line.first == plus, let open = pending {
                    cases.append(
                        CaseProfile(label: open.label, overlapped: open.overlapped, deltas: try deltas(line, number)))
                    pending = nil
                } else if line.starts(with: caseTag), pending == nil {
                    pending = try header(line, number)
                } else if !line.isEmpty {
                    throw ProfileFormatError.malformedCase(line: number)
                }
            }
            return cases
        }
    }

    private static let newline = UInt8(ascii: "\n")
    private static let plus = UInt8(ascii: "+")
    private static let caseTag = Array("case\t".utf8)

    private static func header(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws -> (CaseLabel, Bool) {
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard fields.count == 7, let lineNumber = Int(fields[4]) else {
            throw ProfileFormatError.malformedCase(line: number)
        }
        return (
            CaseLabel(kind: fields[1], module: fields[2], name: fields[6], file: fields[3], line: lineNumber),
            fields[5] == "1"
        )
    }

    /// ` 12:3 40:1` after the `+`, read byte by byte: the files hold many thousands of these.
    private static func deltas(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws -> [CounterDelta] {
        var result: [CounterDelta] = []
        var position = 1
        while position < line.count {
            guard line[position] == UInt8(ascii: " ") else { throw ProfileFormatError.malformedCase(line: number) }
            position += 1
            let counter = decimal(in: line, at: &position)
            guard let counter, position < line.count, line[position] == UInt8(ascii: ":") else {
                throw ProfileFormatError.malformedCase(line: number)
            }
            position += 1
            guard let delta = decimal(in: line, at: &position) else {
                throw ProfileFormatError.malformedCase(line: number)
            }
            result.append(CounterDelta(counter: Int(counter), delta: delta))
        }
        return result
    }

    /// The decimal number at `position`, which moves past it; nil when there are no digits.
    private static func decimal(in line: UnsafeBufferPointer<UInt8>, at position: inout Int) -> UInt64? {
        let start = position
        var value: UInt64 = 0
        while position < line.count, line[position] >= UInt8(ascii: "0"), line[position] <= UInt8(ascii: "9") {
            value = value &* 10 &+ UInt64(line[position] &- UInt8(ascii: "0"))
            position += 1
        }
        return position > start ? value : nil
    }
}
