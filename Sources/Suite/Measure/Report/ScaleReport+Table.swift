import Results

/// The scale figures as rows of text, shared by the printed table and the report section.
extension ScaleReport {
    /// The style names, in the order measured.
    package var styleNames: [String] {
        bulkImport.styles.map(\.style)
    }

    package var headers: [String] {
        ["Action", "Items", "Models"] + styleNames
    }

    /// One row per action and size: the bare Models time, then each style's time and ratio to it.
    package var rows: [[String]] {
        actions.map { measurement in
            [
                measurement.action, ScaleFormat.grouped(measurement.items),
                ScaleFormat.duration(measurement.modelsSeconds),
            ]
                + measurement.styles.map { ScaleFormat.timing($0, of: measurement) }
        }
    }

    /// The rows of the largest size measured and of the large import, each time with the fastest and
    /// slowest of its runs when the file has them.
    package var spreadRows: [[String]] {
        let largest = actions.map(\.items).max() ?? 0
        return (actions.filter { $0.items == largest } + [bulkImport]).map { measurement in
            [
                measurement.action, ScaleFormat.grouped(measurement.items),
                ScaleFormat.duration(measurement.modelsSeconds) + ScaleFormat.spread(measurement.modelsRange),
            ]
                + measurement.styles.map { ScaleFormat.timing($0, of: measurement) + ScaleFormat.spread($0.range) }
        }
    }

    package var bulkImportRow: [String] {
        [bulkImport.action, ScaleFormat.grouped(bulkImport.items), ScaleFormat.duration(bulkImport.modelsSeconds)]
            + bulkImport.styles.map { ScaleFormat.timing($0, of: bulkImport) }
    }

    /// The largest ratio to the bare Models operation at the largest size measured.
    package var worstRatioAtLargestSize: Double {
        let largest = actions.map(\.items).max() ?? 0
        return actions.filter { $0.items == largest }.flatMap { measurement in
            measurement.styles.map(measurement.ratio)
        }.max() ?? 0
    }

    /// The slowest style's time for the large import.
    package var slowestBulkImportSeconds: Double {
        bulkImport.styles.map(\.seconds).max() ?? bulkImport.modelsSeconds
    }

    /// The rows as an aligned plain-text table, as `make scale` prints it.
    package func textTable() -> String {
        let all = [headers] + rows + [bulkImportRow]
        let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}

/// Times and counts written the same on every machine.
enum ScaleFormat {
    /// "0.042 ms", "12.3 ms", "1.24 s".
    static func duration(_ seconds: Double) -> String {
        let milliseconds = seconds * 1_000
        if milliseconds >= 1_000 { return fixed(seconds, decimals: 2) + " s" }
        if milliseconds >= 10 { return fixed(milliseconds, decimals: 1) + " ms" }
        return fixed(milliseconds, decimals: 3) + " ms"
    }

    /// "0.31 ms (2.4x)".
    static func timing(_ timing: ScaleMeasurement.StyleTiming, of measurement: ScaleMeasurement) -> String {
        duration(timing.seconds) + " (" + fixed(measurement.ratio(of: timing), decimals: 1) + "x)"
    }

    /// ", runs 0.290–0.330 ms": the fastest and slowest run, the unit written once when both share it;
    /// empty without them.
    static func spread(_ range: ScaleMeasurement.SecondsRange?) -> String {
        guard let range else { return "" }
        let low = duration(range.min)
        let high = duration(range.max)
        let lowUnit = low.split(separator: " ").last
        guard lowUnit == high.split(separator: " ").last, let number = low.split(separator: " ").first else {
            return ", runs \(low)–\(high)"
        }
        return ", runs \(number)–\(high)"
    }

    /// "10,000".
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: ",")
    }

    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let whole = scaled / scale
        let fraction = String(abs(scaled % scale))
        let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
        return decimals == 0 ? "\(whole)" : "\(whole).\(padded)"
    }
}
