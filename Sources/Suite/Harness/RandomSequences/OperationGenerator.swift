import Models

/// Makes a random but reproducible sequence of user operations: it plays them on the reference model
/// as it goes, so each operation is one a user could do at that moment (a row that exists, a button
/// of the alert on screen).
struct OperationGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// `steps` operations for a fresh app.
    mutating func sequence(steps: Int) -> [UserOperation] {
        var model = ReferenceModel()
        var operations: [UserOperation] = []
        while operations.count < steps {
            let operation = next(for: model)
            if model.apply(operation) { operations.append(operation) }
        }
        return operations
    }

    private mutating func next(for model: ReferenceModel) -> UserOperation {
        if random.chance(12) { return worldEvent(model) }
        if let alert = model.alerts.last { return .chooseAlert(random.pick(alert.snapshot.buttonTitles)) }
        if model.newContact != nil { return newContactOperation() }
        switch random.below(100) {
        case 0..<30: return .addTodo(taskText())
        case 30..<58:
            let row = random.below(max(model.tasks.count, 1))
            let actions = model.swipeActions(row: row)
            return actions.isEmpty ? .addTodo(taskText()) : .swipeTodo(row: row, action: random.pick(actions))
        case 58..<78: return .openNewContact
        default: return .tapImport
        }
    }

    /// Things that happen around the app: answers, planted save failures, relaunches.
    private mutating func worldEvent(_ model: ReferenceModel) -> UserOperation {
        switch random.below(10) {
        case 0..<5 where !model.requests.isEmpty: return .directoryAnswers(directoryAnswer())
        case 0..<8: return .failNextSave(random.chance(50) ? .tasks : .contacts)
        default: return .relaunch
        }
    }

    private mutating func newContactOperation() -> UserOperation {
        switch random.below(10) {
        case 0..<6:
            return .submitNewContact(firstName: random.pick(Self.firstNames), lastName: random.pick(Self.lastNames))
        case 6: return .submitNewContact(firstName: random.pick(["", "  "]), lastName: random.pick(Self.lastNames))
        case 7:
            let long = String(repeating: random.pick(["a", "ü", "e\u{301}"]), count: random.pick([100, 101]))
            return .submitNewContact(firstName: random.pick(Self.firstNames), lastName: long)
        default: return .cancelNewContact
        }
    }

    private mutating func taskText() -> String {
        switch random.below(20) {
        case 0: return String(repeating: random.pick(["x", "é", "🙂"]), count: random.pick([200, 201]))
        case 1: return random.pick(["", "   ", " \n "])
        default:
            let name = random.pick(Self.taskNames)
            return random.chance(20) ? "  \(name) \n" : name
        }
    }

    private mutating func directoryAnswer() -> DirectoryAnswer {
        switch random.below(10) {
        case 0: return .failure(.transport(reason: "The Internet connection appears to be offline."))
        case 1: return .failure(.undecodable)
        case 2: return .failure(.status("error"))
        default:
            let names = (0..<random.below(5)).map { _ in
                switch random.below(6) {
                case 0: random.pick(["Cher", "Madonna", " Prince "])
                case 1: "  \(random.pick(Self.firstNames)) \(random.pick(Self.lastNames)) "
                default: "\(random.pick(Self.firstNames)) \(random.pick(Self.lastNames))"
                }
            }
            return .employees(names)
        }
    }

    // Small pools, so that the same names, and names equal but for case or accents, come up often.
    private static let taskNames = [
        "Buy milk", "Call mum", "Write report", "🎉 Party 👨‍👩‍👧", "خرید نان", "مرحبا بالعالم", "Cafe\u{301}",
        "Café", "Fix bike", "Buy milk",
    ]
    private static let firstNames = ["Anna", "anna", "Émile", "Emile", "Zoë", "zoe", "سارا", "Mary Ann", "Bob"]
    private static let lastNames = ["Bell", "bell", "Zola", "Adams", "محمدی", "Lee", "🦄"]
}
