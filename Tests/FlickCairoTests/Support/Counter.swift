/// A mutable count shared with a closure.
final class Counter {
    var value = 0
}
