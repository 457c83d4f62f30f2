import Foundation
import Results

/// Which test targets each kind runs, and the filters that select them from the one test binary.
package struct TestRunPlan: Sendable, Equatable {
    /// The test targets that are run: those with a kind, sorted.
    package let testTargets: [String]
    let styleTestTargets: Set<String>
    let sharedTestTargets: Set<String>

    /// - Parameters:
    ///   - testTargets: every test target of the package (folders `Tests/<Group>/*Tests`); those of
    ///     the tooling are left out.
    ///   - styleTestTargets: the styles' own test targets (kind `unit`).
    ///   - sharedTestTargets: the shared modules' own test targets (kind `other`).
    package init(testTargets: [String], styleTestTargets: Set<String>, sharedTestTargets: Set<String>) {
        self.testTargets = testTargets.filter {
            TestKind.of(testTarget: $0, styleTestTargets: styleTestTargets, sharedTestTargets: sharedTestTargets) != nil
        }.sorted()
        self.styleTestTargets = styleTestTargets
        self.sharedTestTargets = sharedTestTargets
    }

    package func targets(of kind: TestKind) -> [String] {
        guard kind != .all else { return testTargets }
        return testTargets.filter {
            TestKind.of(testTarget: $0, styleTestTargets: styleTestTargets, sharedTestTargets: sharedTestTargets)
                == kind
        }
    }

    /// A Swift Testing `--filter` expression: test ids start with their module name and a dot.
    package func filter(of kind: TestKind) -> String {
        guard kind != .all else { return "" }
        let targets = targets(of: kind)
        return targets.isEmpty ? "" : "^(" + targets.joined(separator: "|") + ")\\."
    }

    /// The XCTest names (`Module.Case/test`) of the kind, from the binary's full list.
    func xctestNames(of kind: TestKind, from all: [String]) -> [String] {
        let targets = Set(targets(of: kind))
        return all.filter { name in
            name.split(separator: ".", maxSplits: 1).first.map { targets.contains(String($0)) } ?? false
        }
    }

    /// The names `--list-tests` printed, one `Module.Case/test` per line among other text.
    static func parseXCTestList(_ output: String) -> [String] {
        output.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains(".") && $0.contains("/") && !$0.contains(" ") }
    }
}
