import Foundation

extension ReferenceModel {
    /// The contacts in the app's order: folded full name, then full name, then id.
    var sortedPeople: [Person] {
        people.sorted { lhs, rhs in
            if lhs.folded != rhs.folded { return lhs.folded < rhs.folded }
            if lhs.fullName != rhs.fullName { return lhs.fullName < rhs.fullName }
            return lhs.id < rhs.id
        }
    }

    static func fold(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    mutating func submitContact(_ first: String, _ last: String) {
        newContact = VisibleState.NewContactScreen(firstName: first, lastName: last)
        let firstName = first.trimmedForReference
        let lastName = last.trimmedForReference
        if firstName.isEmpty || lastName.isEmpty {
            alerts.append(.message(SpecAlert.missingContactName))
        } else if [firstName, lastName].contains(where: { $0.count > 100 || $0.unicodeScalars.count > 1_000 }) {
            alerts.append(.message(SpecAlert.contactNameTooLong))
        } else if contactSaveFails {
            contactSaveFails = false
            alerts.append(.message(SpecAlert.contactNotSaved(Self.saveFailureReason)))
        } else {
            highestPersonID += 1
            people.append(Person(id: highestPersonID, firstName: firstName, lastName: lastName))
            newContact = nil
        }
    }

    mutating func startImport() {
        // The button is disabled while a request is out, so a tap then does nothing.
        guard !isImporting else { return }
        isImporting = true
        requests.append(true)
    }

    mutating func receive(_ answer: DirectoryAnswer) {
        isImporting = false
        switch answer {
        case .failure(let error):
            alerts.append(.importFailed(reason: error.reason))
        case .employees(let names):
            importPeople(names)
        }
    }

    private mutating func importPeople(_ names: [String]) {
        var known = Set(people.map(\.folded))
        var added: [Person] = []
        for name in names.map({ $0.trimmedForReference }) {
            guard let space = name.lastIndex(of: " ") else { continue }
            let person = Person(
                id: highestPersonID + added.count + 1, firstName: String(name[..<space]),
                lastName: String(name[name.index(after: space)...]))
            guard known.insert(person.folded).inserted else { continue }
            added.append(person)
        }
        if !added.isEmpty {
            guard !contactSaveFails else {
                contactSaveFails = false
                alerts.append(.message(SpecAlert.contactsNotSaved(Self.saveFailureReason)))
                return
            }
            people += added
            highestPersonID += added.count
        }
        alerts.append(.message(SpecAlert.importFinished(added: added.count, skipped: names.count - added.count)))
    }
}
