/// Small robust statistics over arrays of numbers.
enum Statistics {
    /// The median (the mean of the two middle values for an even count); 0 for no values.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// 1.4826 × the median absolute deviation from the median: the standard deviation of normal noise,
    /// unmoved by a few outliers.
    static func robustDeviation(_ values: [Double]) -> Double {
        let middle = median(values)
        return 1.4826 * median(values.map { abs($0 - middle) })
    }
}
