import Catalogue
import Measure
import Results

/// What is known of each function record once placed: where it is, whether it is a closure, and
/// whether running it means a view, controller or window was created.
struct RecordInfo {
    let place: CodePlace
    let isClosure: Bool
    let createsView: Bool
}

/// Turns the recorded cases into the run-time figures, once the functions are placed.
struct CaseAnalysis {
    let profiles: CaseProfileSet
    let table: LayerTable
    let reader: CoverageExportReader
    /// By record index; nil for functions outside the styles and the toolkit.
    private let info: [RecordInfo?]
    /// The records each usable case ran, in the order of `usable`.
    private let usable: [(profile: CaseProfile, ran: [Int])]

    init(
        profiles: CaseProfileSet, records: [FunctionRecord], info: [RecordInfo?], table: LayerTable,
        reader: CoverageExportReader
    ) {
        self.profiles = profiles
        self.table = table
        self.reader = reader
        self.info = info
        var recordOfCounter = [Int](repeating: -1, count: profiles.layout.counterCount)
        for (index, record) in records.enumerated() {
            for counter in record.firstCounter..<record.firstCounter + record.counterCount {
                recordOfCounter[counter] = index
            }
        }
        // A stamp per record finds each record once per case without building sets.
        var stamp = [Int](repeating: -1, count: records.count)
        var usable: [(CaseProfile, [Int])] = []
        for (number, profile) in profiles.cases.enumerated() where !profile.overlapped {
            var ran: [Int] = []
            for delta in profile.deltas where delta.delta > 0 && delta.counter < recordOfCounter.count {
                let record = recordOfCounter[delta.counter]
                guard record >= 0, stamp[record] != number, info[record] != nil else { continue }
                stamp[record] = number
                ran.append(record)
            }
            usable.append((profile, ran))
        }
        self.usable = usable
    }

    private func createsView(_ ran: [Int]) -> Bool {
        ran.contains { info[$0]?.createsView == true }
    }

    /// The unit test cases of the styles' own test targets, with their style.
    private var unitCases: [(style: StyleDefinition, profile: CaseProfile, ran: [Int])] {
        let styles = Dictionary(table.styles.map { ($0.testTarget, $0) }, uniquingKeysWith: { first, _ in first })
        return usable.compactMap { entry in
            guard entry.profile.label.kind == "unit", let style = styles[entry.profile.label.module] else { return nil }
            return (style, entry.profile, entry.ran)
        }
    }

    /// The counts of every unit test case of the styles that created no view, summed.
    func viewFreeCounts() -> [UInt64] {
        var counts = [UInt64](repeating: 0, count: profiles.layout.counterCount)
        for entry in unitCases where !createsView(entry.ran) {
            for delta in entry.profile.deltas where delta.counter < counts.count {
                counts[delta.counter] &+= delta.delta
            }
        }
        return counts
    }

    /// Unit tests per layer, scenario paths and key action paths, per style.
    func figures() -> [String: StyleRuntime] {
        var styles: [String: StyleRuntime] = [:]
        var layers: [String: LayerName?] = [:]
        for entry in unitCases {
            let need = ViewNeed(tests: 1, creatingViews: createsView(entry.ran) ? 1 : 0)
            let file = entry.profile.label.file
            let layer =
                layers[file]
                ?? table.layer(ofTestFile: reader.relativePath(of: file) ?? file, in: entry.style)
            layers[file] = layer
            var figures = styles[entry.style.name] ?? StyleRuntime()
            if let layer {
                figures.unitTests[layer] = (figures.unitTests[layer] ?? ViewNeed()) + need
            } else {
                figures.unattributedUnitTests = figures.unattributedUnitTests + need
            }
            styles[entry.style.name] = figures
        }
        for style in table.styles {
            styles[style.name, default: StyleRuntime()].scenarioPaths = paths(kind: "scenario", style: style)
            styles[style.name, default: StyleRuntime()].keyActions = paths(kind: "action", style: style)
        }
        return styles
    }

    /// One path per case of `kind` run against `style`: key actions in the catalogue's order (the
    /// label's line) with their functions listed, scenarios by id. A key action's name is its id, a
    /// space and its title.
    private func paths(kind: String, style: StyleDefinition) -> [PathReport] {
        usable.filter { $0.profile.label.kind == kind && $0.profile.label.module == style.name }
            .sorted {
                ($0.profile.label.line, ScenarioID.sortKey($0.profile.label.name))
                    < ($1.profile.label.line, ScenarioID.sortKey($1.profile.label.name))
            }
            .map { entry in
                let ran = entry.ran.compactMap { info[$0] }.filter { $0.place.module == style.name }
                let places = Set(ran.map(\.place))
                let isAction = kind == "action"
                let (id, title) = isAction ? Self.split(entry.profile.label.name) : (entry.profile.label.name, nil)
                return PathReport(
                    id: id, title: title, functions: places.count, types: Set(places.compactMap(\.typeName)).count,
                    files: Set(places.map(\.path)).count, layers: Set(places.map(\.layer)).count,
                    byLayer: isAction ? Self.byLayer(ran, style: style) : nil)
            }
    }

    /// The functions by layer; one that ran only through closures written in it says so.
    private static func byLayer(_ ran: [RecordInfo], style: StyleDefinition) -> [LayerFunctions] {
        var direct: Set<CodePlace> = []
        var closures: Set<CodePlace> = []
        for record in ran {
            if record.isClosure { closures.insert(record.place) } else { direct.insert(record.place) }
        }
        return style.layers.compactMap { layer in
            let names = direct.union(closures).filter { $0.layer == layer }.map { place in
                place.qualifiedName + (direct.contains(place) ? "" : " (closure)")
            }
            return names.isEmpty ? nil : LayerFunctions(layer: layer.rawValue, functions: names.sorted())
        }
    }

    static func split(_ name: String) -> (String, String?) {
        guard let space = name.firstIndex(of: " ") else { return (name, nil) }
        return (String(name[..<space]), String(name[name.index(after: space)...]))
    }
}
