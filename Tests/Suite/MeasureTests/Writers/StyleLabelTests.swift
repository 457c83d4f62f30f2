import Testing

@testable import Measure

@Suite("StyleLabel")
struct StyleLabelTests {
    @Test("a style is named with the UI framework its catalogue entry gives")
    func labelled() {
        #expect(StyleLabel.labelled("MVVMC") == "MVVMC (UIKit)")
        #expect(StyleLabel.labelled("Unlisted") == "Unlisted (unknown framework)")
    }

    @Test("a list names each run of one framework once, after its last style")
    func list() {
        #expect(StyleLabel.list(["MVC", "MVVM", "TEA"]) == "MVC, MVVM, TEA (UIKit)")
        #expect(
            StyleLabel.list(["MVC", "Unlisted", "VIP"]) == "MVC (UIKit), Unlisted (unknown framework) and VIP (UIKit)")
        #expect(StyleLabel.list([]) == "")
    }
}
