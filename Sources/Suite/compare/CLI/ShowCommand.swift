import CommandSupport
import Harness

/// `compare show --style NAME` (`make show STYLE=NAME`): a short tour of one style's app, driven as the
/// scenarios drive it, printing every screen as the stand-in draws it in text. The app is headless;
/// this is what a student can see of it.
@MainActor
enum ShowCommand {
    /// One stop of the tour: what the user does, then the screen that results.
    struct Stop {
        let caption: String
        let act: (AppDriver) throws -> Void
    }

    static let tour: [Stop] = [
        Stop(caption: "The app at launch, on the Todo tab") { _ in },
        Stop(caption: "After typing \"Buy milk\" and tapping Add") { try $0.addTodo("Buy milk") },
        Stop(caption: "After swiping the task and tapping Done") { try $0.swipeTodo(row: 0, "Done") },
        Stop(caption: "The Contacts tab") { try $0.showContacts() },
        Stop(caption: "After tapping Add: New Contact") { try $0.tap(Identifier.Contacts.addButton) },
        Stop(caption: "After typing Ada Lovelace and tapping Done") { app in
            try app.fillNewContact("Ada", "Lovelace")
            try app.tap(Identifier.NewContact.done)
        },
        Stop(caption: "After tapping Import, when the directory answers with two people") {
            try $0.importContacts(["Grace Hopper", "Alan Turing"])
        },
        Stop(caption: "After tapping OK") { try $0.chooseAlertAction("OK") },
    ]

    /// The styles a tour can be played in, in the catalogue's order.
    nonisolated static var styleNames: [String] { StyleRegistry.all.map(\.name) }

    /// Plays the tour on a new app of the style named `name`, printing each stop's caption and screen;
    /// returns the exit status (1, with the driver's words and the screen, should a step fail).
    static func run(styleNamed name: String, print: (String) -> Void, printError: (String) -> Void) -> Int32 {
        guard let style = StyleRegistry.style(named: name) else {
            printError("compare show: \(UsageError.unknownStyle(name, option: "--style", styles: styleNames))")
            return UsageError.exitStatus
        }
        let app = AppDriver(style: style, watchingLifetimes: false)
        app.launch()
        defer { app.tearDown() }
        for (number, stop) in tour.enumerated() {
            do {
                try stop.act(app)
            } catch {
                printError("compare show: step \(number + 1) (\(stop.caption)) failed in \(style.name): \(error)")
                return 1
            }
            print("==> \(number + 1). \(stop.caption) (\(style.name))\n\(app.screen)\n")
        }
        return 0
    }
}
