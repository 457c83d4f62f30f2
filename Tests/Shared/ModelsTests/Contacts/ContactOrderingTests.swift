import Models
import Testing

@Suite("Contact ordering")
struct ContactOrderingTests {
    private static func contact(_ fullName: String, id: Int = 1) -> Contact {
        let parts = fullName.split(separator: " ", maxSplits: 1).map(String.init)
        return Contact(id: id, firstName: parts[0], lastName: parts[1])
    }

    @Test("the full name is the first name, a space and the last name")
    func fullName() {
        #expect(Contact(id: 1, firstName: "Ana María", lastName: "López").fullName == "Ana María López")
    }

    @Test(
        "names compare with case and diacritics folded away, before any raw comparison",
        arguments: [
            ("ana Smith", "Bob Jones"),  // raw order would put "B" before "a"
            ("Élodie Roux", "Emma Stone"),  // raw order would put "E" before "É"
            ("émile zola", "Emma Stone"),
            ("Zoë Adams", "zoe Baker"),
        ]
    )
    func foldedNameFirst(names: (String, String)) {
        expectOrder(Self.contact(names.0, id: 2), before: Self.contact(names.1, id: 1), by: Contact.isOrderedBefore)
    }

    @Test(
        "names equal once folded compare by the raw full name",
        arguments: [
            ("Emile Zola", "émile Zola"),
            ("ANA Smith", "ana Smith"),
            ("Zoe Adams", "Zoë Adams"),
        ]
    )
    func rawNameBreaksFoldedTie(names: (String, String)) {
        let (first, second) = (Self.contact(names.0, id: 2), Self.contact(names.1, id: 1))
        #expect(first.sortKey == second.sortKey)

        expectOrder(first, before: second, by: Contact.isOrderedBefore)
    }

    @Test("equal names compare by id, the lower first")
    func idBreaksNameTie() {
        expectOrder(
            Self.contact("Ana Smith", id: 1), before: Self.contact("Ana Smith", id: 2), by: Contact.isOrderedBefore)
    }

    @Test("a precomposed and a decomposed accent are the same name, so the id decides")
    func canonicallyEquivalentNames() {
        let precomposed = Contact(id: 1, firstName: "Jos\u{E9}", lastName: "Ruiz")
        let decomposed = Contact(id: 2, firstName: "Jose\u{301}", lastName: "Ruiz")

        expectOrder(precomposed, before: decomposed, by: Contact.isOrderedBefore)
    }

    @Test("a contact does not come before itself")
    func irreflexive() {
        let contact = Self.contact("Ana Smith")

        #expect(!Contact.isOrderedBefore(contact, contact))
    }

    @Test("the sort key is the full name without case or diacritics")
    func sortKey() {
        #expect(Contact(id: 1, firstName: "Élodie", lastName: "MÜLLER").sortKey == "elodie muller")
    }
}
