import Catalogue
import Harness
import HeadlessSwiftUI
import HeadlessUI
import Models
import Observation

/// A small SwiftUI-style app for the driver's pending updates: "Ask" sends a request to the
/// directory, and the label shows how many employees came back once the directory answers, which
/// happens outside any event the host delivers.
@MainActor
enum AnsweringApp {
    static let style = Style(.fake("Answering")) { dependencies in
        let navigation = NavigationController(
            rootViewController: HostingController(
                rootView: AskView(model: AnswerModel(directory: dependencies.directory))))
        navigation.tabBarItem = TabBarItem(title: "Ask")
        let tabs = TabBarController()
        tabs.viewControllers = [navigation]
        return tabs
    }

    @MainActor
    @Observable
    final class AnswerModel {
        private let directory: any EmployeeDirectory
        var status = "waiting"

        init(directory: any EmployeeDirectory) {
            self.directory = directory
        }

        func ask() {
            directory.fetchEmployees { [weak self] result in
                self?.status = "\((try? result.get())?.count ?? -1) answered"
            }
        }
    }

    struct AskView: HeadlessSwiftUI.View {
        let model: AnswerModel

        var body: some HeadlessSwiftUI.View {
            VStack {
                Text(model.status).accessibilityIdentifier("ask.status")
                HeadlessSwiftUI.Button("Ask") { model.ask() }.accessibilityIdentifier("ask.button")
            }
        }
    }
}
