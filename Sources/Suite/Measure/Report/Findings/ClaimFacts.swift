import Catalogue
import Results

/// The report's figures the claims read, looked up by style.
struct ClaimFacts {
    let report: ComparisonReport
    let figures: [String: StyleFigures]

    init(report: ComparisonReport) {
        self.report = report
        // The writer has already taken them from the report; they are taken again only when it has not.
        let all = report.findings ?? StyleFigures.all(in: report)
        figures = Dictionary(uniqueKeysWithValues: all.map { ($0.style, $0) })
    }

    var styles: [String] { report.styles.map(\.name) }

    func style(_ name: String) -> StyleReport? {
        report.styles.first { $0.name == name }
    }

    /// The style's largest type whose name ends with `suffix` (any type when empty).
    func largestType(_ style: String, endingWith suffix: String = "") -> TypeReport? {
        self.style(style)?.types.filter { $0.name.hasSuffix(suffix) }.max { ($0.code, $1.name) < ($1.code, $0.name) }
    }

    /// The style's type of that name.
    func type(_ style: String, named name: String) -> TypeReport? {
        self.style(style)?.types.first { $0.name == name }
    }

    /// The style's layers that hold its logic: every layer but Composition, which only wires the others.
    func logicLayerCount(_ style: String) -> Int {
        self.style(style)?.layers.filter { $0.name != "Composition" }.count ?? 0
    }

    /// The styles written for `framework`, in the report's order.
    func styles(for framework: UIFramework) -> [String] {
        styles.filter { StyleCatalogue.style(named: $0)?.framework == framework }
    }

    /// Mean over the key actions of the methods and closures one tap runs, and apart from them the
    /// property getters (a name without parentheses), which a reader does not follow as a step.
    func tapSteps(_ style: String) -> (methods: Double, getters: Double)? {
        guard let actions = architecture(style)?.keyActions, !actions.isEmpty else { return nil }
        var methods = 0
        var getters = 0
        for name in actions.flatMap({ $0.byLayer ?? [] }).flatMap(\.functions) {
            if name.contains("(") { methods += 1 } else { getters += 1 }
        }
        let count = Double(actions.count)
        return (Double(methods) / count, Double(getters) / count)
    }

    /// Mean over the change requests the style solved of the code lines its solution added and removed.
    func codeTouchedPerChange(_ style: String) -> Double? {
        let solutions =
            report.exercises?.results?.requests.compactMap { request in
                request.solutions.first { $0.style == style }
            } ?? []
        guard !solutions.isEmpty else { return nil }
        return Double(solutions.map(\.codeTouched).reduce(0, +)) / Double(solutions.count)
    }

    /// The style's largest type, and its code lines after every change request the style solved, its
    /// solutions' changes to the type's files (new extension files included) added together; nil
    /// without exercise results.
    func largestTypeGrowth(_ style: String) -> (type: TypeReport, after: Int)? {
        guard let type = largestType(style), let requests = report.exercises?.results?.requests else { return nil }
        let solutions = requests.compactMap { request in request.solutions.first { $0.style == style } }
        guard !solutions.isEmpty else { return nil }
        let change = solutions.flatMap(\.files).filter {
            !$0.isTest && TypeReport.typeName(ofFile: $0.path) == type.name
        }
        .map { $0.codeAdded - $0.codeRemoved }.reduce(0, +)
        return (type, type.code + change)
    }

    /// The style's mutation results, when `make mutate` has run.
    func mutation(_ style: String) -> MutationStyleResult? {
        guard let mutation = report.mutation, mutation.measured else { return nil }
        return mutation.styles.first { $0.name == style }
    }

    func architecture(_ style: String) -> StyleArchitectureReport? {
        report.architecture?.styles.first { $0.name == style }
    }

    func solution(_ request: String, _ style: String) -> SolutionCost? {
        report.exercises?.results?.requests.first { $0.id == request }?.solutions.first { $0.style == style }
    }

    /// Spearman's rank correlation of two equally long series (ties share their mean rank); nil
    /// for fewer than three pairs or a series with no spread.
    static func rankCorrelation(_ xs: [Double], _ ys: [Double]) -> Double? {
        guard xs.count == ys.count, xs.count >= 3 else { return nil }
        let rx = ranks(xs)
        let ry = ranks(ys)
        let mx = rx.reduce(0, +) / Double(rx.count)
        let my = ry.reduce(0, +) / Double(ry.count)
        let covariance = zip(rx, ry).map { ($0 - mx) * ($1 - my) }.reduce(0, +)
        let sx = rx.map { ($0 - mx) * ($0 - mx) }.reduce(0, +)
        let sy = ry.map { ($0 - my) * ($0 - my) }.reduce(0, +)
        guard sx > 0, sy > 0 else { return nil }
        return covariance / (sx * sy).squareRoot()
    }

    private static func ranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var result = Array(repeating: 0.0, count: values.count)
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count && values[order[end + 1]] == values[order[start]] { end += 1 }
            let rank = Double(start + end) / 2 + 1
            for position in start...end { result[order[position]] = rank }
            start = end + 1
        }
        return result
    }
}
