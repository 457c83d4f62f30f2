/// How the random operation sequences appear in the scenario matrix.
public enum RandomSequenceScenario {
    public static let id = "X02"
    public static let summary =
        "Random operation sequences give the same screens in every style and in a plain reference model"
}
