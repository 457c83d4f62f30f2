/// A source file with every one of its mutants compiled in, each behind `__mutant(id)`:
/// `(__mutant(7) ? a != b : a == b)` for an expression, `if !__mutant(8) { call() }` for a statement.
/// A mutant's changed code holds the original code of the sites inside it (only one mutant is ever
/// active); its original branch holds the schemata of those sites, so they nest.
struct SchemataFile {
    /// The rewritten file.
    let text: String
    /// Where each mutant's schema lies in `text` (byte offsets), by id.
    let spans: [Int: Range<Int>]
    /// Mutants left out because their site overlaps another's without nesting in it.
    let overlapping: [Int]

    static let switchName = "__mutant"

    init(source: [UInt8], mutants: [(id: Int, site: MutationSite)]) {
        var writer = Writer(source: source)
        let forest = Self.forest(of: mutants)
        writer.render(0..<source.count, children: forest.roots, mutants: mutants)
        text = String(decoding: writer.output, as: UTF8.self)
        spans = writer.spans
        overlapping = forest.overlapping.map { mutants[$0].id }
    }

    struct Node {
        let index: Int
        var children: [Node]
    }

    /// Nests the sites (sorted by start, longest first) by containment; a site that overlaps the
    /// open one without fitting inside it is left out.
    static func forest(of mutants: [(id: Int, site: MutationSite)]) -> (roots: [Node], overlapping: [Int]) {
        var roots: [Node] = []
        var stack: [Node] = []
        var overlapping: [Int] = []
        func close() {
            let node = stack.removeLast()
            if stack.isEmpty { roots.append(node) } else { stack[stack.count - 1].children.append(node) }
        }
        for (index, mutant) in mutants.enumerated() {
            let range = mutant.site.range
            while let top = stack.last, mutants[top.index].site.range.upperBound <= range.lowerBound { close() }
            if let top = stack.last, range.upperBound > mutants[top.index].site.range.upperBound {
                overlapping.append(index)
                continue
            }
            stack.append(Node(index: index, children: []))
        }
        while !stack.isEmpty { close() }
        return (roots, overlapping)
    }

    private struct Writer {
        let source: [UInt8]
        var output: [UInt8] = []
        var spans: [Int: Range<Int>] = [:]

        mutating func render(_ range: Range<Int>, children: [Node], mutants: [(id: Int, site: MutationSite)]) {
            var position = range.lowerBound
            for child in children {
                let site = mutants[child.index].site
                output += source[position..<site.range.lowerBound]
                renderMutant(child, mutants: mutants)
                position = site.range.upperBound
            }
            output += source[position..<range.upperBound]
        }

        private mutating func renderMutant(_ node: Node, mutants: [(id: Int, site: MutationSite)]) {
            let (id, site) = mutants[node.index]
            let start = output.count
            let check = "\(SchemataFile.switchName)(\(id))"
            switch site.form {
            case .expression(let mutated):
                output += Array("(\(check) ? \(mutated) : ".utf8)
                render(site.range, children: node.children, mutants: mutants)
                output += Array(")".utf8)
            case .guardedStatement:
                output += Array("if !\(check) { ".utf8)
                render(site.range, children: node.children, mutants: mutants)
                output += Array(" }".utf8)
            case .valueStatement(let prefixLength):
                let body = site.range.lowerBound + prefixLength
                output += source[site.range.lowerBound..<body]
                output += Array("\(check) ? () : ".utf8)
                render(body..<site.range.upperBound, children: node.children, mutants: mutants)
            }
            spans[id] = start..<output.count
        }
    }
}
