/// Where each written column of a backdrop falls on its averaged grid (`BackdropImage.position`):
/// its grid column, the next one (clamped), and per four columns the weights of the next one and of
/// their own (`PixelVector` lanes), as `BackdropImage.sampleUp` reads them. They depend only on the
/// written columns, the area's first column, the block size and the grid's width, so a material that
/// only grows or shrinks keeps them. Storage is reused.
final class BackdropColumns {
    private let columnStorage = ScratchBuffer<Int32>(capacity: 1024)
    private let nextStorage = ScratchBuffer<Int32>(capacity: 1024)
    private let takeStorage = ScratchBuffer<PixelVector.Channels>(capacity: 256)
    private let keepStorage = ScratchBuffer<PixelVector.Channels>(capacity: 256)
    /// What the tables were worked out for.
    private var key: Key?

    private struct Key: Equatable {
        let writtenMinX, writtenWidth, areaMinX, factor, gridWidth: Int

        init(_ geometry: BackdropGeometry) {
            writtenMinX = geometry.written.minX
            writtenWidth = geometry.written.width
            areaMinX = geometry.area.minX
            factor = geometry.factor
            gridWidth = geometry.gridWidth
        }
    }

    var columns: UnsafePointer<Int32> { UnsafePointer(columnStorage.pointer) }
    var nextColumns: UnsafePointer<Int32> { UnsafePointer(nextStorage.pointer) }
    var takes: UnsafePointer<PixelVector.Channels> { UnsafePointer(takeStorage.pointer) }
    var keeps: UnsafePointer<PixelVector.Channels> { UnsafePointer(keepStorage.pointer) }

    /// Works the tables out for `geometry`'s written columns unless they already are.
    func prepare(for geometry: BackdropGeometry) {
        let key = Key(geometry)
        guard self.key != key else { return }
        self.key = key
        let written = geometry.written, width = written.width, last = geometry.gridWidth - 1
        let groups = (width + PixelVector.width - 1) / PixelVector.width, padded = groups * PixelVector.width
        columnStorage.reserve(padded)
        nextStorage.reserve(padded)
        takeStorage.reserve(groups)
        keepStorage.reserve(groups)
        var take = PixelVector.Channels()
        for x in 0..<padded {
            let (i, weight) = BackdropImage.position(written.minX + min(x, width - 1), origin: geometry.area.minX,
                                                     factor: geometry.factor, last: last)
            columnStorage.pointer[x] = Int32(i)
            nextStorage.pointer[x] = Int32(min(i + 1, last))
            let lane = 2 * (x % PixelVector.width)
            take[lane] = UInt16(weight)
            take[lane + 1] = UInt16(weight)
            if lane + 2 == 2 * PixelVector.width {
                takeStorage.pointer[x / PixelVector.width] = take
                keepStorage.pointer[x / PixelVector.width] = PixelVector.channels(256) &- take
            }
        }
    }
}
