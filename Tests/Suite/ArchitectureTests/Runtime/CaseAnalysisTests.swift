import Catalogue
import Foundation
import Measure
import Results
import Testing

@testable import Architecture

/// A hand-made run with known answers: six functions of one counter each, and cases that moved them.
@Suite("CaseAnalysis")
struct CaseAnalysisTests {
    static let todoViewModel = "Sources/Styles/MVVM/Todo/TodoListViewModel.swift"
    static let todoView = "Sources/Styles/MVVM/Todo/TodoListViewController.swift"

    static func info(
        _ module: String, _ layer: LayerName, _ path: String, _ type: String, _ member: String,
        closure: Bool = false, view: Bool = false
    ) -> RecordInfo {
        RecordInfo(
            place: CodePlace(module: module, layer: layer, path: path, typeName: type, member: member),
            isClosure: closure, createsView: view)
    }

    static let infos: [RecordInfo?] = [
        info("MVVM", .viewModel, todoViewModel, "TodoListViewModel", "addButtonTapped()"),
        info("MVVM", .view, todoView, "TodoListViewController", "viewDidLoad()"),
        info("HeadlessUI", .platform, "Sources/Shared/HeadlessUI/Views/View.swift", "View", "init()", view: true),
        info("MVVM", .viewModel, todoViewModel, "TodoListViewModel", "save(_:)", closure: true),
        info("MVVM", .viewModel, todoViewModel, "TodoListViewModel", "save(_:)"),
        nil,
    ]

    static func unit(_ file: String, _ counters: [Int], module: String = "MVVMTests", overlapped: Bool = false)
        -> CaseProfile
    {
        CaseProfile(
            label: CaseLabel(kind: "unit", module: module, name: "a test", file: "/p/" + file, line: 1),
            overlapped: overlapped, deltas: counters.map { CounterDelta(counter: $0, delta: 2) })
    }

    static func analysis() -> CaseAnalysis {
        let cases = [
            unit("Tests/Styles/MVVMTests/Todo/TodoListViewModelTests.swift", [0, 3, 5]),
            unit("Tests/Styles/MVVMTests/Todo/TodoListViewControllerTests.swift", [1, 2]),
            unit("Tests/Styles/MVVMTests/Support/History.swift", [0]),
            unit("Tests/Styles/MVVMTests/Todo/TodoListViewModelTests.swift", [1, 2, 4], overlapped: true),
            unit("Tests/Shared/HeadlessUITests/ViewTests.swift", [2], module: "HeadlessUITests"),
            CaseProfile(
                label: CaseLabel(kind: "action", module: "MVVM", name: "add-task Add a task"), overlapped: false,
                deltas: [0, 1, 3].map { CounterDelta(counter: $0, delta: 1) }),
            CaseProfile(
                label: CaseLabel(kind: "scenario", module: "MVVM", name: "T10"), overlapped: false,
                deltas: [0, 4].map { CounterDelta(counter: $0, delta: 1) }),
            CaseProfile(
                label: CaseLabel(kind: "scenario", module: "MVVM", name: "T2"), overlapped: false,
                deltas: [CounterDelta(counter: 1, delta: 1)]),
        ]
        let layout = ProfileLayout(version: 10, data: [], countersDelta: 0, counterCount: 6, namesAddress: 0, names: [])
        return CaseAnalysis(
            profiles: CaseProfileSet(layout: layout, cases: cases),
            records: (0..<6).map { FunctionRecord(nameHash: UInt64($0), firstCounter: $0, counterCount: 1) },
            info: infos, table: .standard, reader: CoverageExportReader(packageRoot: URL(fileURLWithPath: "/p")))
    }

    @Test("unit test cases count for their file's layer, those that ran a toolkit initialiser as creating a view")
    func viewNeed() {
        let mvvm = Self.analysis().figures()["MVVM"]

        #expect(
            mvvm?.unitTests == [
                .viewModel: ViewNeed(tests: 1, creatingViews: 0), .view: ViewNeed(tests: 1, creatingViews: 1),
            ])
        #expect(mvvm?.unattributedUnitTests == ViewNeed(tests: 1, creatingViews: 0))
        #expect(Self.analysis().figures()["MVC"]?.unitTests == [:])
    }

    @Test("the view-free counts sum the styles' unit test cases that created no view, overlapped ones left out")
    func viewFreeCounts() {
        #expect(Self.analysis().viewFreeCounts() == [4, 0, 0, 2, 0, 2])
    }

    @Test("a key action counts the style's functions, types, files and layers, and lists them by layer")
    func keyAction() {
        let action = Self.analysis().figures()["MVVM"]?.keyActions

        #expect(
            action == [
                PathReport(
                    id: "add-task", title: "Add a task", functions: 3, types: 2, files: 2, layers: 2,
                    byLayer: [
                        LayerFunctions(layer: "View", functions: ["TodoListViewController.viewDidLoad()"]),
                        LayerFunctions(
                            layer: "ViewModel",
                            functions: ["TodoListViewModel.addButtonTapped()", "TodoListViewModel.save(_:) (closure)"]),
                    ])
            ])
    }

    @Test("scenario paths come in id order with counts only; a closure and its function count once")
    func scenarios() {
        let paths = Self.analysis().figures()["MVVM"]?.scenarioPaths

        #expect(
            paths == [
                PathReport(id: "T2", title: nil, functions: 1, types: 1, files: 1, layers: 1, byLayer: nil),
                PathReport(id: "T10", title: nil, functions: 2, types: 1, files: 1, layers: 1, byLayer: nil),
            ])
    }
}
