/// A reach file read back (see `ReachLogSource`): what the code reached and whether it created a view,
/// before any unit test case and within each case, by test id.
struct ReachLog: Equatable {
    struct Entry: Equatable {
        var reached: Set<Int> = []
        var createsView = false
        /// The time spent inside the case's body; 0 outside any case.
        var seconds = 0.0
    }

    /// What ran outside every case (a process start, a scenario run).
    var outside = Entry()
    /// By test id as the case marks give it (the cases of one parameterised test add up).
    var cases: [String: Entry] = [:]

    init(_ text: String) {
        var current: String?
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix(ReachLogSource.caseLine) {
                let name = String(line.dropFirst(ReachLogSource.caseLine.count))
                current = name
                if cases[name] == nil { cases[name] = Entry() }
            } else if line.hasPrefix(ReachLogSource.endLine), let name = current {
                cases[name]?.seconds += Double(line.dropFirst(ReachLogSource.endLine.count)) ?? 0
                current = nil
            } else {
                update(current) { entry in
                    if line == ReachLogSource.viewLine {
                        entry.createsView = true
                    } else if let id = Int(line) {
                        entry.reached.insert(id)
                    }
                }
            }
        }
    }

    private mutating func update(_ name: String?, _ change: (inout Entry) -> Void) {
        if let name { change(&cases[name, default: Entry()]) } else { change(&outside) }
    }

    /// The entry of a test as `--list-tests` lists it, which may leave out the source location that
    /// ends a case mark's id (or the other way round); nil when no case of it ran.
    func entry(forListed id: String) -> Entry? {
        if let exact = cases[id] { return exact }
        let matches = cases.filter { $0.key.hasPrefix(id + "/") || id.hasPrefix($0.key + "/") }.map(\.value)
        guard !matches.isEmpty else { return nil }
        return matches.reduce(into: Entry()) { sum, entry in
            sum.reached.formUnion(entry.reached)
            sum.createsView = sum.createsView || entry.createsView
            sum.seconds += entry.seconds
        }
    }
}
