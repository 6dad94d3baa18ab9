import Foundation

/// A built-in alignment ID whose default value reads only the view's width and height, never another of
/// its guides: the layout computes such a default without making the view's dimensions with its guides.
protocol SizeOnlyAlignmentID: AlignmentID {}
