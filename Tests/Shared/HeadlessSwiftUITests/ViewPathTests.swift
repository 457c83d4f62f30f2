import Testing

@testable import HeadlessSwiftUI

@Suite("ViewPath")
struct ViewPathTests {
    @Test func theSameStepsFromTheSameRootAreOneIdentity() {
        let root = ViewPath()

        let first = root.appending(.index(0)).appending(.id(AnyHashable(7)))
        let second = root.appending(.index(0)).appending(.id(AnyHashable(7)))

        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
    }

    @Test func anotherStepAnywhereIsAnotherIdentity() {
        let root = ViewPath()

        let row = root.appending(.index(0)).appending(.id(AnyHashable(7)))

        #expect(row != root.appending(.index(0)).appending(.id(AnyHashable(8))))
        #expect(row != root.appending(.index(1)).appending(.id(AnyHashable(7))))
        #expect(row != root.appending(.index(0)))
    }

    @Test func eachKindOfStepTellsItsValuesApart() {
        let root = ViewPath()

        #expect(
            root.appending(.type(ObjectIdentifier(Int.self))) != root.appending(.type(ObjectIdentifier(String.self))))
        #expect(root.appending(.named("title")) != root.appending(.named("toolbar")))
        #expect(root.appending(.branch(true)) != root.appending(.branch(false)))
        #expect(root.appending(.index(1)) != root.appending(.branch(true)))
        #expect(root.appending(.body) != root.appending(.index(0)))
    }

    @Test func aPathKeptFromAnEarlierRenderIsFoundByTheSameStepsMadeLater() {
        let root = ViewPath()
        var kept: Set<ViewPath> = []
        kept.insert(root.appending(.body).appending(.named("title")))

        let later = root.appending(.body).appending(.named("title"))

        #expect(kept.contains(later))
    }

    @Test func aPathWhoseStepsWereReleasedHashesAsBeforeWhenMadeAgain() {
        let root = ViewPath()
        let before = root.appending(.id(AnyHashable("row"))).hashValue

        let madeAgain = root.appending(.id(AnyHashable("row")))

        #expect(madeAgain.hashValue == before)
    }

    @Test func theSameStepsFromTwoRootsAreEqual() {
        let first = ViewPath().appending(.index(2))
        let second = ViewPath().appending(.index(2))

        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
    }
}
