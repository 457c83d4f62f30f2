/// How large a store's file may be. A store refuses to read a larger file (it keeps it aside, as it
/// keeps bytes it cannot decode) and refuses to write one, so that it never writes what it would not
/// read back. 32 MB is four times a book of the 80,000 people the largest directory answer holds.
public enum StoreLimits {
    public static let maximumBytes = 32 << 20
}
