import Graphics

/// Maps device pixels to pixels of a source rectangle of an image and samples them: a direct row
/// pointer when the mapping is 1:1 at whole pixels, otherwise bilinear interpolation with edges
/// clamped to the source rectangle (nothing bleeds in from outside it).
///
/// Pixel centres map to pixel centres: `u = source.minX + (x + 0.5 − dest.minX) × source.width / dest.width − 0.5`.
struct ImageSampler {
    let pixels: UnsafePointer<UInt32>
    let imageWidth: Int
    /// True when device pixel `(x, y)` is image pixel `(x + offsetX, y + offsetY)`.
    let isIdentity: Bool
    let offsetX: Int
    let offsetY: Int
    /// Per device column: the two source columns and the weight (0...256) of the second.
    let column0: UnsafeMutablePointer<Int32>
    let column1: UnsafeMutablePointer<Int32>
    let columnWeight: UnsafeMutablePointer<UInt32>
    private let rowOrigin: Double
    private let rowStep: Double
    private let firstRow: Int
    private let lastRow: Int

    /// Builds the mapping of `source` (image pixels) onto `destination` (device pixels) and the column
    /// tables for device columns `columns` (the tables must be valid for them). Nil when the source
    /// rectangle holds no image pixel.
    init?(pixels: UnsafePointer<UInt32>, width: Int, height: Int, source: Rect, destination: Rect,
          columns: Range<Int>, column0: UnsafeMutablePointer<Int32>, column1: UnsafeMutablePointer<Int32>,
          columnWeight: UnsafeMutablePointer<UInt32>) {
        let firstColumn = max(0, PixelMath.floorInt(source.minX))
        let lastColumn = min(width, PixelMath.ceilInt(source.maxX)) - 1
        firstRow = max(0, PixelMath.floorInt(source.minY))
        lastRow = min(height, PixelMath.ceilInt(source.maxY)) - 1
        guard firstColumn <= lastColumn, firstRow <= lastRow, !destination.isEmpty, !source.isEmpty else { return nil }
        self.pixels = pixels
        imageWidth = width
        self.column0 = column0
        self.column1 = column1
        self.columnWeight = columnWeight
        let stepX = source.width / destination.width, stepY = source.height / destination.height
        rowStep = stepY
        rowOrigin = source.minY + (0.5 - destination.minY) * stepY - 0.5
        isIdentity = abs(stepX - 1) < 1e-9 && abs(stepY - 1) < 1e-9
            && PixelMath.isIntegral(source.minX) && PixelMath.isIntegral(source.minY)
            && PixelMath.isIntegral(source.width) && PixelMath.isIntegral(source.height)
            && PixelMath.isIntegral(destination.minX) && PixelMath.isIntegral(destination.minY)
            && source.minX >= 0 && source.minY >= 0
            && source.maxX <= Double(width) + 1e-9 && source.maxY <= Double(height) + 1e-9
        offsetX = PixelMath.roundInt(source.minX - destination.minX)
        offsetY = PixelMath.roundInt(source.minY - destination.minY)
        if !isIdentity {
            let columnOrigin = source.minX + (0.5 - destination.minX) * stepX - 0.5
            for x in columns {
                let u = PixelMath.clamp(columnOrigin + Double(x) * stepX, Double(firstColumn), Double(lastColumn))
                let i0 = Int(u)
                let weight = UInt32((u - Double(i0)) * 256 + 0.5)
                column0[x] = Int32(i0)
                column1[x] = Int32(min(i0 + 1, lastColumn))
                columnWeight[x] = weight
            }
        }
    }

    /// The samples of device row `y`, columns `start..<end`: the returned pointer's element 0 is
    /// column `start`. Bilinear samples are written to `scratch` (valid for those columns).
    func samples(y: Int, start: Int, end: Int, scratch: UnsafeMutablePointer<UInt32>) -> UnsafePointer<UInt32> {
        if isIdentity {
            return pixels + ((y + offsetY) * imageWidth + start + offsetX)
        }
        let v = PixelMath.clamp(rowOrigin + Double(y) * rowStep, Double(firstRow), Double(lastRow))
        let row0 = Int(v)
        let rowWeight = UInt32((v - Double(row0)) * 256 + 0.5)
        let top = pixels + row0 * imageWidth
        if rowWeight == 0 {
            for x in start..<end {
                scratch[x] = Blend.lerp(top[Int(column0[x])], top[Int(column1[x])], columnWeight[x])
            }
        } else {
            let bottom = pixels + min(row0 + 1, lastRow) * imageWidth
            for x in start..<end {
                let i0 = Int(column0[x]), i1 = Int(column1[x]), w = columnWeight[x]
                scratch[x] = Blend.lerp(Blend.lerp(top[i0], top[i1], w), Blend.lerp(bottom[i0], bottom[i1], w), rowWeight)
            }
        }
        return UnsafePointer(scratch + start)
    }
}
