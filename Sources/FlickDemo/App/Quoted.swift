import FlickCore

/// `FlickCore.Quoted`, the one helper that echoes user input in messages, for the `flick`
/// target (which imports FlickDemo only).
public typealias Quoted = FlickCore.Quoted
